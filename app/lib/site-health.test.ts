/**
 * The health check's content rules on both sides of every threshold: the academic year
 * (31 August / 1 September), four weeks of events, an overnight event ending at 00:30,
 * the 'You said, we did' and article limits and the statement's yearly review (each ± 1 day,
 * month ends included).
 */
import { describe, expect, test } from "vitest";
import { days, eventDates } from "../../tests/date-strings";
import { parseIsoDate } from "./dates";
import { amsterdamInstant } from "./event-dates";
import {
  academicYearFindings,
  academicYearOf,
  addMonths,
  articleFindings,
  eventFindings,
  type HealthEvent,
  type HealthSaidItem,
  launchFindings,
  saidFindings,
  statementReviewFindings,
} from "./site-health";

const day = (iso: string) => {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new Error(iso);
  return parsed;
};
const kinds = (findings: readonly { kind: string; urgency: string }[]) =>
  findings.map(({ kind, urgency }) => `${urgency}:${kind}`);

/** Where /admin edits each kind of content: the content layer gives these from the registry; here, made up. */
const place = (menu: string, newEntry?: string) => ({ menu, ...(newEntry ? { newEntry } : {}) });
const boardPlace = place("Boards", "Board");
const yearsOf = (menu: string, folder: string, years: string[]) => ({
  years,
  place: place(menu, `${menu} year`),
  fileOf: (year: string) => `content/${folder}/${year}.yaml`,
});

describe("the academic year starts on 1 September", () => {
  test("31 August is still the year before, 1 September the new one", () => {
    expect(academicYearOf(day("2026-08-31"))).toBe("2025-2026");
    expect(academicYearOf(day("2026-09-01"))).toBe("2026-2027");
    expect(academicYearOf(day("2027-01-01"))).toBe("2026-2027");
  });

  test("the board and the representatives of the new year are missing from 1 September, not before", () => {
    const years = {
      board: yearsOf("Boards", "b", ["2024-2025", "2025-2026"]),
      representatives: yearsOf("Reps", "r", ["2025-2026"]),
    };
    expect(academicYearFindings(years, day("2026-08-31"))).toEqual([]);
    const findings = academicYearFindings(years, day("2026-09-01"));
    expect(kinds(findings)).toEqual(["stale:board-year-missing", "stale:representatives-year-missing"]);
    expect(findings[0]?.problem).toBe(
      "The board of 2026-2027 is not on the site: the Board page still shows 2025-2026.",
    );
    expect(findings[0]).toMatchObject({ admin: "Boards", where: ["content/b/2026-2027.yaml"] });
    expect(findings[0]?.todo).toContain("in /admin, Contents → Boards → ＋ Boards year, academic year 2026-2027,");
    expect(findings[1]).toMatchObject({ admin: "Reps", where: ["content/r/2026-2027.yaml"] });
  });

  test("only the missing one is listed", () => {
    const years = {
      board: yearsOf("Boards", "b", ["2026-2027"]),
      representatives: yearsOf("Reps", "r", ["2025-2026"]),
    };
    expect(kinds(academicYearFindings(years, day("2026-11-28")))).toEqual(["stale:representatives-year-missing"]);
  });
});

const eventPlace = place("Happenings", "Happening");

function event(title: string, timing: Partial<HealthEvent> & { startDate: string }): HealthEvent {
  return { title, file: `content/e/${title}.md`, allDay: false, startTime: "18:00", endTime: "20:00", ...timing };
}

describe("events: the site's own rule of what is upcoming", () => {
  const overnight = event("pub-quiz", {
    startDate: "2026-11-27",
    startTime: "22:00",
    endTime: "00:30",
    endsNextDay: true,
  });
  const past = event("lunch", { startDate: "2026-10-02", startTime: "12:00", endTime: "13:00" });

  test("an overnight event ending at 00:30 is upcoming until 00:30, then the last one", () => {
    expect(eventFindings([past, overnight], amsterdamInstant("2026-11-28"), eventPlace)).toEqual([]);
    expect(eventFindings([past, overnight], amsterdamInstant("2026-11-28T00:29"), eventPlace)).toEqual([]);
    const after = eventFindings([past, overnight], amsterdamInstant("2026-11-28T00:30"), eventPlace);
    expect(kinds(after)).toEqual(["stale:no-upcoming-event"]);
    expect(after[0]?.problem).toContain(
      `The last one was "pub-quiz" on ${eventDates["2026-11-27"]} (content/e/pub-quiz.md).`,
    );
    expect(kinds(eventFindings([past, overnight], amsterdamInstant("2026-11-29"), eventPlace))).toEqual([
      "stale:no-upcoming-event",
    ]);
  });

  test("no event at all is stale, without a last one", () => {
    const [finding] = eventFindings([], amsterdamInstant("2026-11-28"), eventPlace);
    expect(finding?.kind).toBe("no-upcoming-event");
    expect(finding?.problem).not.toContain("last one");
  });

  test("an event 28 days ahead is in the next four weeks; 29 days ahead is not", () => {
    const now = amsterdamInstant("2026-11-28");
    expect(eventFindings([past, event("fair", { startDate: "2026-12-26" })], now, eventPlace)).toEqual([]);
    const later = eventFindings([past, event("fair", { startDate: "2026-12-27" })], now, eventPlace);
    expect(kinds(later)).toEqual(["info:no-event-soon"]);
    expect(later[0]?.problem).toBe(
      `No event in the next four weeks: the next one is "fair" on ${eventDates["2026-12-27"]}.`,
    );
  });

  test("the soonest upcoming event counts, and one already going on is in the next four weeks", () => {
    const now = amsterdamInstant("2026-11-28");
    const far = event("gala", { startDate: "2027-03-01" });
    const soon = event("fair", { startDate: "2026-12-20" });
    const going = event("week", { startDate: "2026-11-23", endDate: "2026-11-29", allDay: true });
    expect(eventFindings([far, soon], now, eventPlace)).toEqual([]);
    expect(eventFindings([far, going], now, eventPlace)).toEqual([]);
    expect(kinds(eventFindings([far], now, eventPlace))).toEqual(["info:no-event-soon"]);
  });
});

const saidPlace = place("Raised and done");

function item(status: HealthSaidItem["status"], raisedOn: string, hasOutcome = false): HealthSaidItem {
  return { title: `${status} item`, file: "content/y/item.md", status, raisedOn, hasOutcome };
}

describe("'You said, we did'", () => {
  test("an item still Raised or In progress is stale the day after the limit, not on it", () => {
    for (const status of ["Raised", "In progress"] as const) {
      expect(saidFindings([item(status, "2026-05-28")], day("2026-11-28"), 6, saidPlace)).toEqual([]);
      const [finding] = saidFindings([item(status, "2026-05-28")], day("2026-11-29"), 6, saidPlace);
      expect(finding).toMatchObject({ urgency: "stale", kind: "said-item-stuck" });
      expect(finding?.problem).toBe(
        `"${status} item" is still "${status}", more than 6 months after it was raised (${days["2026-05-28"]}).`,
      );
    }
  });

  test("the limit is the setting's, and a month end counts to the shorter month's last day", () => {
    expect(saidFindings([item("Raised", "2026-08-31")], day("2027-02-28"), 6, saidPlace)).toEqual([]);
    expect(kinds(saidFindings([item("Raised", "2026-08-31")], day("2027-03-01"), 6, saidPlace))).toEqual([
      "stale:said-item-stuck",
    ]);
    expect(saidFindings([item("Raised", "2026-10-28")], day("2026-11-28"), 1, saidPlace)).toEqual([]);
    expect(kinds(saidFindings([item("Raised", "2026-10-28")], day("2026-11-29"), 1, saidPlace))).toEqual([
      "stale:said-item-stuck",
    ]);
  });

  test("Done and Not possible are never stuck; a Done item without its outcome is stale", () => {
    const today = day("2028-01-01");
    expect(
      saidFindings([item("Done", "2025-01-01", true), item("Not possible", "2025-01-01")], today, 6, saidPlace),
    ).toEqual([]);
    expect(kinds(saidFindings([item("Done", "2025-01-01", false)], today, 6, saidPlace))).toEqual([
      "stale:said-done-without-outcome",
    ]);
  });
});

describe("articles", () => {
  const article = (title: string, date: string) => ({ title, file: `content/a/${title}.md`, date: day(date) });
  const articlePlace = place("Writings", "Writing");

  test("the newest article older than the limit is a note the day after the limit, not on it", () => {
    const articles = [article("older", "2026-01-10"), article("newest", "2026-08-28")];
    expect(articleFindings(articles, day("2026-11-28"), 3, articlePlace)).toEqual([]);
    const [finding] = articleFindings(articles, day("2026-11-29"), 3, articlePlace);
    expect(finding).toMatchObject({
      urgency: "info",
      kind: "old-article",
      admin: "Writings",
      where: ["content/a/newest.md"],
    });
  });

  test("no article, no note", () => {
    expect(articleFindings([], day("2026-11-28"), 3, articlePlace)).toEqual([]);
  });
});

describe("the accessibility statement's review", () => {
  const statementPlace = place("Pages → Statement");
  const statement = (lastReviewed: string) => ({ file: "content/statement.yaml", lastReviewed });

  test("a review more than a year ago is stale the day after its anniversary, not on it or the day before", () => {
    expect(statementReviewFindings(statement("2025-11-01"), day("2026-10-31"), statementPlace)).toEqual([]);
    expect(statementReviewFindings(statement("2025-11-01"), day("2026-11-01"), statementPlace)).toEqual([]);
    const [finding, ...more] = statementReviewFindings(statement("2025-11-01"), day("2026-11-02"), statementPlace);
    expect(more).toEqual([]);
    expect(finding).toMatchObject({
      urgency: "stale",
      kind: "statement-review-due",
      admin: "Pages → Statement",
      where: ["content/statement.yaml"],
    });
    expect(finding?.problem).toBe(
      `The accessibility statement was last reviewed by the board on ${days["2025-11-01"]}: more than a year ago.`,
    );
  });

  test("a review on 29 February is a year old on 28 February, stale from 1 March", () => {
    expect(statementReviewFindings(statement("2028-02-29"), day("2029-02-28"), statementPlace)).toEqual([]);
    expect(kinds(statementReviewFindings(statement("2028-02-29"), day("2029-03-01"), statementPlace))).toEqual([
      "stale:statement-review-due",
    ]);
  });
});

test("adding months keeps the day, or takes the month's last", () => {
  expect(addMonths(day("2026-01-31"), 1)).toEqual(day("2026-02-28"));
  expect(addMonths(day("2028-01-31"), 1)).toEqual(day("2028-02-29"));
  expect(addMonths(day("2026-11-15"), 3)).toEqual(day("2027-02-15"));
  expect(addMonths(day("2026-03-31"), -1)).toEqual(day("2026-02-28"));
});

test("placeholders and missing photos are notes, and nothing is said when there are none", () => {
  expect(
    launchFindings({ placeholders: 0, placeholdersWhere: [], missingPhotos: [], photosPlace: boardPlace }),
  ).toEqual([]);
  const findings = launchFindings({
    placeholders: 1,
    placeholdersWhere: ["content/settings.yaml"],
    missingPhotos: [{ name: "Ada", file: "content/b/2026-2027.yaml" }],
    photosPlace: boardPlace,
  });
  expect(kinds(findings)).toEqual(["info:placeholders", "info:missing-photos"]);
  expect(findings[0]?.problem).toMatch(/^1 sample value \(placeholder\) is still on the site/);
  expect(findings[1]?.problem).toBe("1 board member has no photo: their card shows initials.");
  expect(findings[1]?.admin).toBe("Boards");
});
