/**
 * Rules of the "Find your representative" page that do not depend on React or the file
 * system: the programmes and their order, the grouping of a year's representatives by
 * programme and study year, the programme filter of the address (`?programme=iba`), the
 * way a card offers to reach someone, and the page's items for the site search.
 */
import { anchorIds } from "./anchors";

/** The programmes whose students SR represents, in the order the page lists them. */
export const programmes = ["IBA", "BA", "Pre-MSc"] as const;
export type Programme = (typeof programmes)[number];

/** The longest bachelor programme has three study years; Pre-MSc is one year and has none. */
export const maxStudyYear = 3;

/** The programme as the address writes it: 'IBA' → 'iba', 'Pre-MSc' → 'pre-msc'. */
export function programmeSlug(programme: Programme): string {
  return programme.toLowerCase();
}

/** The programme a `?programme=` value names (letter case and spaces aside), or undefined. */
export function programmeFromParam(value: string | null | undefined): Programme | undefined {
  const wanted = value?.trim().toLowerCase();
  return wanted ? programmes.find((programme) => programmeSlug(programme) === wanted) : undefined;
}

/** What the grouping reads of a representative. */
export type RepresentativeFields = {
  name: string;
  programme: Programme;
  /** The study year they represent; left out for someone who represents the whole programme. */
  year?: number;
  /** What they cover in words: 'Year 1', 'Strategy course', 'Cohort 2024-2027'. */
  covers: string;
};

/** One study year of a programme (or the whole programme, `year: null`) and its representatives. */
export type YearGroup<Person> = {
  year: number | null;
  /** 'Year 2', or 'All years' for the whole programme. */
  label: string;
  people: (Person & { anchor: string })[];
};

export type ProgrammeGroup<Person> = {
  programme: Programme;
  slug: string;
  /** The element id of the programme's section: 'programme-iba'. */
  anchor: string;
  /**
   * False when everyone of the programme represents it as a whole (Pre-MSc): the page
   * shows no year headings then.
   */
  byYear: boolean;
  years: YearGroup<Person>[];
};

/** The heading of a study year's group. */
export function yearLabel(year: number | null): string {
  return year === null ? "All years" : `Year ${year}`;
}

/** The element id of a programme's section. */
export function programmeAnchor(programme: Programme): string {
  return `programme-${programmeSlug(programme)}`;
}

/**
 * A year's representatives by programme (in `programmes` order) and by study year (the
 * whole programme first, then year 1, 2, 3), each group in the file's order. A programme
 * without representatives is left out. Each person gets an element id (`rep-<name>`),
 * given in page order over the whole list, so a filter that hides other programmes never
 * changes it; the same name twice gets `-2`.
 */
export function groupRepresentatives<Person extends RepresentativeFields>(
  people: readonly Person[],
): ProgrammeGroup<Person>[] {
  const ordered = programmes.flatMap((programme) => {
    const own = people.filter((person) => person.programme === programme);
    const years = [...new Set(own.map((person) => person.year ?? null))].sort(
      (a, b) => (a ?? Number.NEGATIVE_INFINITY) - (b ?? Number.NEGATIVE_INFINITY),
    );
    return own.length === 0
      ? []
      : [{ programme, years: years.map((year) => ({ year, people: own.filter((p) => (p.year ?? null) === year) })) }];
  });
  const ids = anchorIds(
    "rep",
    ordered.flatMap((group) => group.years.flatMap((year) => year.people.map((person) => person.name))),
  );
  let next = 0;
  return ordered.map(({ programme, years }) => ({
    programme,
    slug: programmeSlug(programme),
    anchor: programmeAnchor(programme),
    byYear: years.some((group) => group.year !== null),
    years: years.map(({ year, people: members }) => ({
      year,
      label: yearLabel(year),
      people: members.map((person) => ({ ...person, anchor: ids[next++] ?? "rep" })),
    })),
  }));
}

/** The groups a filter shows: every programme, or the chosen one's. */
export function groupsForProgramme<Group extends { programme: Programme }>(
  groups: readonly Group[],
  programme: Programme | undefined,
): Group[] {
  return programme === undefined ? [...groups] : groups.filter((group) => group.programme === programme);
}

/** The address of a programme filter link: `?programme=iba`, or no query for every programme. */
export function programmeFilterSearch(programme: Programme | undefined): string {
  return programme === undefined ? "" : `?programme=${programmeSlug(programme)}`;
}

/**
 * How a card offers to reach a representative: always a channel the organisation runs,
 * never a personal address. Their role mailbox when the file gives one; else the
 * programme's group chats on the same page, when the programme has any; else the
 * organisation's general mailbox.
 */
export type RepresentativeContact =
  | { kind: "mailbox"; href: string; address: string }
  | { kind: "group-chats"; href: string };

export function representativeContact(
  person: { mailbox?: string; programme: Programme },
  programmeHasChats: boolean,
  generalMailbox: string,
): RepresentativeContact {
  if (person.mailbox) return { kind: "mailbox", href: `mailto:${person.mailbox}`, address: person.mailbox };
  if (programmeHasChats) return { kind: "group-chats", href: `#${groupChatsAnchor(person.programme)}` };
  return { kind: "mailbox", href: `mailto:${generalMailbox}`, address: generalMailbox };
}

/** The element id of a programme's list of group chats on the page. */
export function groupChatsAnchor(programme: Programme): string {
  return `${programmeAnchor(programme)}-chats`;
}

/** The group chats of a programme: those whose programme (the chat's tag) is its name, letter case aside. */
export function chatsOfProgramme<Chat extends { tag: string }>(chats: readonly Chat[], programme: Programme): Chat[] {
  return chats.filter((chat) => chat.tag.trim().toLowerCase() === programme.toLowerCase());
}
