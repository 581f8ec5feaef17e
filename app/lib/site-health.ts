/**
 * The site health check's rules about content: each finding from the content's data and
 * today's date, nothing read from disk or the clock here (app/content/site-health.server.ts
 * gathers the data, scripts/check-health.ts runs it). What is upcoming is the site's own
 * rule (event-dates.ts, as the events page and Home decide it), so the check and the
 * pages never disagree.
 */
import { dayText, eventDateText } from "./date-text";
import { type CalendarDate, calendarDate, compareCalendarDates, toIsoDate } from "./dates";
import { amsterdamDay, type EventTiming, eventSchedule, isUpcoming, sortEventsNewestFirst } from "./event-dates";
import { readIsoDay } from "./event-fields";
import type { SaidStatus } from "./you-said-we-did";

/**
 * How urgent a finding is: `broken` (a visitor hits a dead end), `stale` (out of date: the
 * site says something no longer true), `info` (worth knowing, nothing is wrong yet).
 */
export type Urgency = "broken" | "stale" | "info";

export type Finding = {
  urgency: Urgency;
  /** The kind of finding, for machines and for the guide's section on each kind. */
  kind: string;
  /** What is wrong, in a sentence for a board member. */
  problem: string;
  /** The /admin collection to open ('Events'), when there is one. */
  admin?: string;
  /** The files (or lines) to change: 'content/board/2026-2027.yaml', 'content/site.yaml:20 (links.social.instagram)'. */
  where: string[];
  /** What to do about it. */
  todo: string;
};

/**
 * Where a board member edits a kind of content in /admin: its name in the menu ('Events')
 * and what its button adds ('Event'). The content layer gives it from the registry
 * (app/content/admin-menu.ts), so the report names what /admin's own menu shows.
 */
export type AdminPlace = { menu: string; newEntry?: string };

/** The words that lead an editor to add an entry: 'Contents → Events → ＋ Event'. */
const addPath = (place: AdminPlace) => `Contents → ${place.menu} → ＋ ${place.newEntry ?? place.menu}`;

/** How far ahead an upcoming event must start for the calendar not to look empty: four weeks. */
export const eventHorizonDays = 28;

/** The day `days` after `day` (negative: before). */
export function addDays(day: CalendarDate, days: number): CalendarDate {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The same day `months` later; the 31st of a shorter month becomes its last day (August 31 + 6 → February 28). */
export function addMonths(day: CalendarDate, months: number): CalendarDate {
  const index = day.year * 12 + (day.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  for (let candidate = day.day; candidate > 0; candidate--) {
    const date = calendarDate(year, month, candidate);
    if (date) return date;
  }
  throw new RangeError(`no day in ${year}-${month}`);
}

/** The academic year a day falls in: it starts on 1 September ('2026-2027' from 2026-09-01 to 2027-08-31). */
export function academicYearOf(day: CalendarDate): string {
  const first = day.month >= 9 ? day.year : day.year - 1;
  return `${first}-${first + 1}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

// ---------------------------------------------------------------- Events

export type HealthEvent = EventTiming & { title: string; file: string };

const ignoreWarnings = () => {};

/**
 * No upcoming event (stale: /events says there is none, Home leaves 'Coming up' out), with
 * the last one's date; or none starting in the next four weeks (for information). `now` is
 * the moment the check stands at; an event is upcoming until it has ended, as on the site.
 */
export function eventFindings(events: readonly HealthEvent[], now: Date, place: AdminPlace): Finding[] {
  // The folder, not a file: the finding is about all of them (the last one is named in the text).
  const where = { admin: place.menu, where: [] };
  const scheduled = events.map((event) => ({ event, schedule: eventSchedule(event, { now, warn: ignoreWarnings }) }));
  const upcoming = scheduled.filter(({ schedule }) => isUpcoming(schedule, now)).map(({ event }) => event);
  if (upcoming.length === 0) {
    const [last] = sortEventsNewestFirst([...events]);
    const since = last ? ` The last one was "${last.title}" on ${eventDateText(last)} (${last.file}).` : "";
    return [
      {
        urgency: "stale",
        kind: "no-upcoming-event",
        problem: `No upcoming event: the events page says "No upcoming events right now", and Home has no "Coming up".${since}`,
        ...where,
        todo: `Add the next event (in /admin: ${addPath(place)}), even if only its date and title are known yet.`,
      },
    ];
  }
  const today = amsterdamDay(now);
  const horizon = toIsoDate(addDays(today, eventHorizonDays));
  // Soonest first: the upcoming events read from the end of the site's newest-first order.
  const [next] = sortEventsNewestFirst([...upcoming]).reverse();
  if (next && next.startDate > horizon) {
    return [
      {
        urgency: "info",
        kind: "no-event-soon",
        problem: `No event in the next four weeks: the next one is "${next.title}" on ${eventDateText(next)}.`,
        ...where,
        todo: "If something is planned before then, add it so students can put it in their calendars.",
      },
    ];
  }
  return [];
}

// ---------------------------------------------------------------- The current academic year

/** The years of a kind of content by academic year, where it is edited, and the file a year is written to. */
export type AcademicYears = { years: readonly string[]; place: AdminPlace; fileOf: (year: string) => string };

/** The board, or the representatives, of the current academic year missing (stale). */
export function academicYearFindings(
  { board, representatives }: { board: AcademicYears; representatives: AcademicYears },
  today: CalendarDate,
): Finding[] {
  const year = academicYearOf(today);
  const newest = (years: readonly string[]) => [...years].sort().at(-1) ?? "none";
  const findings: Finding[] = [];
  if (!board.years.includes(year)) {
    findings.push({
      urgency: "stale",
      kind: "board-year-missing",
      problem: `The board of ${year} is not on the site: the Board page still shows ${newest(board.years)}.`,
      admin: board.place.menu,
      where: [board.fileOf(year)],
      todo: `Add the new board: in /admin, ${addPath(board.place)}, academic year ${year}, with each member's name and role (photos can follow).`,
    });
  }
  if (!representatives.years.includes(year)) {
    findings.push({
      urgency: "stale",
      kind: "representatives-year-missing",
      problem: `The student representatives of ${year} are not on the site: the Representatives page still shows ${newest(representatives.years)}.`,
      admin: representatives.place.menu,
      where: [representatives.fileOf(year)],
      todo: `Add this year's representatives: in /admin, ${addPath(representatives.place)}, academic year ${year}.`,
    });
  }
  return findings;
}

// ---------------------------------------------------------------- You said, we did

export type HealthSaidItem = {
  title: string;
  file: string;
  status: SaidStatus;
  raisedOn: string;
  /** Whether the file says what was done (its 'We did' text). */
  hasOutcome: boolean;
};

/**
 * An item still Raised or In progress more than `limitMonths` after it was raised (stale;
 * on the day the limit is reached it is not yet), and a Done item that does not say what
 * was done (stale).
 */
export function saidFindings(
  items: readonly HealthSaidItem[],
  today: CalendarDate,
  limitMonths: number,
  place: AdminPlace,
): Finding[] {
  return items.flatMap((item): Finding[] => {
    const where = { admin: place.menu, where: [item.file] };
    const raised = readIsoDay(item.raisedOn);
    const open = item.status === "Raised" || item.status === "In progress";
    if (open && raised && compareCalendarDates(today, addMonths(raised, limitMonths)) > 0) {
      return [
        {
          urgency: "stale",
          kind: "said-item-stuck",
          problem: `"${item.title}" is still "${item.status}", more than ${plural(limitMonths, "month", "months")} after it was raised (${dayText(raised)}).`,
          ...where,
          todo: `Say where it stands: set Status to Done (with the day it was done and what was done under "We did") or Not possible (with the reason why). Still going on? Write what has happened so far under "We did"; the item stays on this list until its status changes.`,
        },
      ];
    }
    if (item.status === "Done" && !item.hasOutcome) {
      return [
        {
          urgency: "stale",
          kind: "said-done-without-outcome",
          problem: `"${item.title}" is Done, but does not say what was done: students see the status and nothing else.`,
          ...where,
          todo: `Write what came of it under "We did", in a sentence or two.`,
        },
      ];
    }
    return [];
  });
}

// ---------------------------------------------------------------- Articles

export type HealthArticle = { title: string; file: string; date: CalendarDate };

/** The newest article older than `limitMonths` (for information; on the day the limit is reached it is not yet). */
export function articleFindings(
  articles: readonly HealthArticle[],
  today: CalendarDate,
  limitMonths: number,
  place: AdminPlace,
): Finding[] {
  const newest = [...articles].sort((a, b) => compareCalendarDates(b.date, a.date))[0];
  if (!newest || compareCalendarDates(today, addMonths(newest.date, limitMonths)) <= 0) return [];
  return [
    {
      urgency: "info",
      kind: "old-article",
      problem: `The newest article, "${newest.title}", is from ${dayText(newest.date)}: more than ${plural(limitMonths, "month", "months")} ago.`,
      admin: place.menu,
      where: [newest.file],
      todo: "An interview or a short report of a recent event keeps the blog and Home's 'Latest from our Blog' alive.",
    },
  ];
}

// ---------------------------------------------------------------- The accessibility statement

/** The accessibility statement's file and the day the board last reviewed it ('YYYY-MM-DD'). */
export type HealthStatement = { file: string; lastReviewed: string };

/**
 * The board's last review of the accessibility statement more than a year ago (stale: the
 * statement vouches for the site as it was then; on the review's anniversary it is not yet).
 */
export function statementReviewFindings(statement: HealthStatement, today: CalendarDate, place: AdminPlace): Finding[] {
  const reviewed = readIsoDay(statement.lastReviewed);
  if (!reviewed || compareCalendarDates(today, addMonths(reviewed, 12)) <= 0) return [];
  return [
    {
      urgency: "stale",
      kind: "statement-review-due",
      problem: `The accessibility statement was last reviewed by the board on ${dayText(reviewed)}: more than a year ago.`,
      admin: place.menu,
      where: [statement.file],
      todo: "Read the statement through with the board: is what it says about the checks, the known problems and how to report one still true? Change what is not, then set 'Last reviewed by the board' to the day of the review and publish it.",
    },
  ];
}

// ---------------------------------------------------------------- What is left from launch

/** Sample values and board members without a photo, as the launch check counts them (for information). */
export function launchFindings({
  placeholders,
  placeholdersWhere,
  missingPhotos,
  photosPlace,
}: {
  placeholders: number;
  /** Where they are, in a few words: ['content/board/ (13 files)', 'content/site.yaml']. */
  placeholdersWhere: readonly string[];
  missingPhotos: readonly { name: string; file: string }[];
  /** Where the members' photos are added. */
  photosPlace: AdminPlace;
}): Finding[] {
  const findings: Finding[] = [];
  if (placeholders > 0) {
    findings.push({
      urgency: "info",
      kind: "placeholders",
      problem: `${plural(placeholders, "sample value (placeholder) is", "sample values (placeholders) are")} still on the site, such as example.org addresses and made-up phone numbers.`,
      where: [...placeholdersWhere],
      todo: "Replace each with the real value before launch: the 'launch readiness' check of every pull request (or npm run check:launch) lists each one with its line.",
    });
  }
  if (missingPhotos.length > 0) {
    const files = [...new Set(missingPhotos.map((member) => member.file))];
    findings.push({
      urgency: "info",
      kind: "missing-photos",
      problem: `${plural(missingPhotos.length, "board member has", "board members have")} no photo: their card shows initials.`,
      admin: photosPlace.menu,
      where: files.length > 3 ? [`${files.length} board years`] : files,
      todo: "Add a photo to each member when you have one (the member's Photo field).",
    });
  }
  return findings;
}
