/**
 * Rules of the Board page that do not depend on React or the file system: which
 * academic years exist and in what order, and which contact links a member card shows.
 */

/** An academic-year key as used in file names and in `?year=`: '2025-2026'. */
const academicYearPattern = /^(\d{4})-(\d{4})$/;

/** True for 'yyyy-yyyy' where the second year follows the first ('2019-2020'). */
export function isAcademicYear(value: string): boolean {
  const match = academicYearPattern.exec(value);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

/**
 * The year an old `/board?year=2019-2020` link asks for, when it is one of `years`
 * (spaces and letter case aside); undefined for a missing or unknown year.
 */
export function findAcademicYear(years: readonly string[], asked: string | null | undefined): string | undefined {
  const wanted = asked?.trim().toLowerCase();
  return wanted ? years.find((year) => year.toLowerCase() === wanted) : undefined;
}

/** Newest first: the order of the year select. */
export function sortAcademicYearsDescending(years: readonly string[]): string[] {
  return [...years].sort((a, b) => Number(b.slice(0, 4)) - Number(a.slice(0, 4)));
}

/**
 * The year shown when no `?year=` is given: the newest one, so adding next year's file
 * is all it takes to make it the default.
 */
export function defaultAcademicYear(years: readonly string[]): string | undefined {
  return sortAcademicYearsDescending(years)[0];
}

/** A role written over several lines (one person, two roles) becomes one line each. */
export function roleLines(role: string): string[] {
  return role
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export type MemberContact = { email?: string; linkedin?: string; showLinkedInOnly?: boolean };
export type MemberLinks = { mailto?: string; profile?: string };

/**
 * The links a member card shows: the email (as a mailto link) and the profile link,
 * or only the profile link when the member asked for `showLinkedInOnly`. A link whose
 * address is missing is left out.
 */
export function memberLinks({ email, linkedin, showLinkedInOnly = false }: MemberContact): MemberLinks {
  const links: MemberLinks = {};
  if (email && !showLinkedInOnly) links.mailto = `mailto:${email}`;
  if (linkedin) links.profile = linkedin;
  return links;
}
