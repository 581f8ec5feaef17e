import { describe, expect, test, vi } from "vitest";
import { days, eventDates } from "../../tests/date-strings";
import { checked } from "./collections.server";
import { loadEvents } from "./events.server";
import { loadGallery } from "./gallery.server";
import { publishedIds } from "./load.server";
import { entryPage, hasEntryPages, registeredCollections } from "./registry";
import { directoryEntries, recordSources, type SearchRecord, searchRecords } from "./search-records.server";

// The fixture content's files, with image resolution reduced to "the file exists".
vi.mock("./images.server", () => import("../../tests/setup/images-mock"));

const records = searchRecords();
const eventCount = loadEvents().length;
const byUrl = (url: string) => records.find((record) => record.url === url);
function countByType(list: readonly Pick<SearchRecord, "type">[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { type } of list) counts[type] = (counts[type] ?? 0) + 1;
  return counts;
}

describe("searchRecords", () => {
  test("every published entry of a collection the registry gives a search type has a record at its page, of that type", () => {
    const searchable = registeredCollections.filter(([, { page, searchType }]) => hasEntryPages(page) && searchType);
    expect(searchable.map(([name]) => name).sort()).toEqual([
      "blog",
      "board",
      "events",
      "representatives",
      "roles",
      "teams",
    ]);
    for (const [name, { page, searchType }] of searchable) {
      const ids = publishedIds(checked(name));
      expect(ids.length, name).toBeGreaterThan(0);
      for (const id of ids) {
        expect(byUrl(entryPage(page ?? "", id))?.type, `${name} ${id}`).toBe(searchType);
      }
    }
  });

  test("one record per page and per item, each type counted as the fixture holds it", () => {
    // 20 published articles, every event, 4 teams, 4 roles, 8 support offices and 6 group
    // chats, 6 FAQ entries; 10 pages, 3 representatives pages (/representatives and two
    // years), /you-said-we-did and its 7 published items; 13 board years with their members.
    expect(countByType(records)).toMatchObject({
      Article: 20,
      Event: eventCount,
      Team: 4,
      Role: 4,
      Support: 14,
      FAQ: 6,
      Page: 21,
    });
    expect(countByType(records).Board).toBeGreaterThan(13 * 3);
    expect(new Set(records.map((record) => record.url)).size).toBe(records.length);
    expect(records.every((record) => record.title.trim() !== "")).toBe(true);
  });

  test("an item is a record at its anchor or page, titled by its heading; an event opens its page and carries its date as the card shows it", () => {
    expect(byUrl("/events/spring-boat-tour-2025")).toMatchObject({
      type: "Event",
      title: "Spring Boat Tour",
      date: eventDates["2025-04-24"],
      body: expect.arrayContaining([{ text: "Boat landing at Erasmus Bridge, Rotterdam" }]),
    });
    expect(byUrl("/join#faq-is-there-a-membership-fee")).toMatchObject({
      type: "FAQ",
      title: "Is there a membership fee?",
    });
    expect(byUrl("/student-support#support-international-office")?.body).toEqual([
      { text: expect.stringContaining("Visas") },
      { text: "Learn more and get support" },
    ]);
    expect(byUrl("/student-support#chat-ba-2025-2028")).toMatchObject({ type: "Support", title: "BA 2025-2028" });
    expect(byUrl("/board/2016-2017#member-zeno-mbeki")).toMatchObject({ type: "Board", title: "Zeno Mbeki" });
  });

  test("a page's record holds the words its page shows: a statistic as the card says it, a photo's text alternative, an article's byline", () => {
    expect(byUrl("/")?.body).toContainEqual({ text: "4,500+ Students Represented" });
    expect(byUrl("/")?.body).toContainEqual({ text: "Since 1985" });
    expect(byUrl("/photos")?.body.slice(1)).toEqual(loadGallery().photos.map((photo) => ({ text: photo.alt })));
    expect(byUrl("/blog/ethics-in-the-age-of-ai")?.body).toEqual(
      expect.arrayContaining([{ text: "Written by Amira Haddad" }, { text: days["2025-03-15"] }]),
    );
    // A role's details as the box lists them, without words the page does not show between them.
    expect(byUrl("/join/role/event-manager")?.body).toEqual(
      expect.arrayContaining([
        { text: "Events" },
        { text: "September 2025 - June 2026" },
        { text: "2-3 hours per week" },
      ]),
    );
  });

  test("representatives are found on the page that lists them, under their programme; an item of You said, we did at its anchor", () => {
    expect(byUrl("/representatives/2024-2025")?.body).toEqual(
      expect.arrayContaining([
        { heading: "IBA", level: 3 },
        { heading: "Fixture Past Rep Anna", level: 3 },
        { text: "Year 2, all courses" },
      ]),
    );
    expect(byUrl("/you-said-we-did#item-friday-evening-exams")?.body).toEqual([
      { text: "Not possible" },
      { text: "IBA" },
      { text: "Fixture IBA students asked to move exams away from Friday evenings." },
      { html: expect.stringContaining("We asked the fixture examination board twice") },
      { text: "The fixture exam schedule is set by the university for every faculty at once." },
    ]);
    expect(byUrl("/representatives")).toMatchObject({ type: "Page", title: "Find your representative" });
    // The newest year is on /representatives; its own page has its title and lead only.
    expect(byUrl("/representatives/2025-2026")?.body).toHaveLength(1);
    expect(JSON.stringify(byUrl("/representatives/2024-2025")?.body)).toContain("Fixture Past Rep Anna");
    expect(JSON.stringify(byUrl("/representatives")?.body)).not.toContain("Fixture Past Rep Anna");
    expect(byUrl("/you-said-we-did#item-quiet-study-rooms")).toMatchObject({
      type: "Page",
      title: "Fixture Quiet Study Rooms in Exam Weeks",
    });
    expect(records.filter((record) => record.url.includes("fixture-draft-item"))).toEqual([]);
  });

  test("a page's record holds its own text, not its items' (each a record of its own)", () => {
    const join = JSON.stringify(byUrl("/join")?.body);
    expect(join).toContain("What SR Offers You");
    expect(join).not.toContain("Is there a membership fee?");
    expect(JSON.stringify(byUrl("/events")?.body)).not.toContain("Spring Boat Tour");
    expect(JSON.stringify(byUrl("/board/2016-2017")?.body)).not.toContain("Zeno Mbeki");
  });

  test("an article carries its author, tag and rendered body; a draft has no record", () => {
    const article = byUrl("/blog/ethics-in-the-age-of-ai");
    expect(article).toMatchObject({ type: "Article", title: "Ethics in the Age of AI", author: "Amira Haddad" });
    expect(JSON.stringify(article?.body)).toContain("reflection essays");
    expect(records.filter((record) => record.url.includes("harbour-master"))).toEqual([]);
  });

  test("the search page and the not-found page have no record", () => {
    expect(byUrl("/search")).toBeUndefined();
    expect(byUrl("/404")).toBeUndefined();
  });

  test("every source gives at least one record", () => {
    for (const source of recordSources) expect(source().length, source.name).toBeGreaterThan(0);
  });
});

describe("directoryEntries", () => {
  test("lists every record but the board members, with a detail line where a result has one", () => {
    const entries = directoryEntries(records);
    expect(countByType(entries)).toEqual({
      Article: 20,
      Event: eventCount,
      Team: 4,
      Role: 4,
      Board: 13,
      Support: 14,
      FAQ: 6,
      Page: 21,
    });
    expect(entries).toContainEqual({
      type: "Event",
      title: "Spring Boat Tour",
      url: "/events/spring-boat-tour-2025",
      detail: `${eventDates["2025-04-24"]}, Boat landing at Erasmus Bridge, Rotterdam`,
    });
  });
});
