/**
 * The previews turn Decap's entry (an Immutable Map of the form's values) into the shapes
 * the site's components take: parsed with the collection's schema and mapped by the
 * build's own mappers. The entries here are built as Decap builds them, with Immutable's
 * fromJS, and hold what a form holds while an editor types.
 */
import { fromJS } from "immutable";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { days, eventDates, eventTimes } from "../../../tests/date-strings";
import { folderSchemas } from "../collection-schemas";
import { articleFromEntry } from "./article";
import { yearBoardFromEntry } from "./board";
import { entryBody, entryData, entrySlug, previewData } from "./entry";
import { eventFromEntry, unsavedEventId } from "./event";
import { blankImage } from "./image";
import { assetResolver } from "./preview-props";
import { roleTitleFromEntry, teamEntryData, teamFromEntry, teamHeadingsFromEntry } from "./team";
import { saidItemFromEntry, unsavedItemId } from "./you-said-we-did";

const decapEntry = (slug: string, data: Record<string, unknown>) => fromJS({ slug, data, path: `x/${slug}.md` });
const resolve = (path: string) => `blob:http://127.0.0.1/${path.split("/").at(-1)}`;

describe("entry data", () => {
  test("the form's values are parsed as the file will hold them, with the file name as slug", () => {
    const entry = decapEntry("2025-2026", {
      academicYear: "2025-2026",
      members: [{ name: "Ada", role: "Chair", bio: "", email: null }],
    });
    // Blank fields are left out, as in the file; the schema's defaults are filled in.
    expect(entryData(folderSchemas.board, entry)).toEqual({
      academicYear: "2025-2026",
      members: [{ name: "Ada", role: "Chair", imagePosition: "center", showLinkedInOnly: false }],
    });
    expect(entrySlug(entry)).toBe("2025-2026");
  });

  test("an entry without data or slug (a new one) reads as empty, and a Markdown body apart", () => {
    const empty = fromJS({ data: null });
    expect(entrySlug(empty)).toBe("");
    expect(entryBody(empty)).toBe("");
    const entry = decapEntry("a", { title: "A", body: "Some *text*." });
    expect(entryBody(entry)).toBe("Some *text*.");
    expect(entryData(folderSchemas.blog, entry)).not.toHaveProperty("body");
  });

  test("a date picked as a Date reads as its day, as the schema reads a file's", () => {
    const data = entryData(folderSchemas.events, decapEntry("x", { startDate: new Date("2025-05-22T00:00:00Z") }));
    expect(data.startDate).toBe("2025-05-22");
  });

  test("an image path becomes the URL of Decap's asset, and '' while it has none", () => {
    const getAsset = (path: string) => ({ url: `blob:${path}`, path, toString: () => `blob:${path}` });
    expect(assetResolver(getAsset)("../images/a.jpg")).toBe("blob:../images/a.jpg");
    expect(assetResolver(() => undefined)("../images/a.jpg")).toBe("");
  });
});

describe("previewData: a form that does not parse yet", () => {
  const schema = z.strictObject({
    title: z.string().min(3),
    count: z.number(),
    on: z.boolean(),
    mode: z.string().default("center"),
    note: z.string().optional(),
    kind: z.enum(["a", "b"]).optional(),
    lines: z.array(z.string()).min(1),
    people: z.array(z.strictObject({ name: z.string(), email: z.email().optional() })),
    group: z.strictObject({ heading: z.string() }),
  });

  test("data that parses comes out as the schema gives it", () => {
    const data = { title: "Hello", count: 2, on: true, lines: ["x"], people: [], group: { heading: "H" } };
    expect(previewData(schema, data)).toEqual({ ...data, mode: "center" });
  });

  test("keeps what is typed, fills what is missing with neutral values, leaves out what is not chosen", () => {
    const data = { title: "Hi", count: "2", kind: "c", people: [{ email: "ada@" }], stray: 1 };
    expect(previewData(schema, data)).toEqual({
      // Too short for the rule, but text as typed.
      title: "Hi",
      count: 0,
      on: false,
      mode: "center",
      lines: [],
      // An address being typed is kept: the form says what is wrong with it.
      people: [{ name: "", email: "ada@" }],
      group: { heading: "" },
    });
  });

  test("nothing at all gives every required field its neutral value", () => {
    expect(previewData(schema, undefined)).toEqual({
      title: "",
      count: 0,
      on: false,
      mode: "center",
      lines: [],
      people: [],
      group: { heading: "" },
    });
  });
});

describe("article", () => {
  const body = "Intro with a [link](https://example.org).\n\n## A section\n\n<script>alert(1)</script>";
  const fields = {
    title: "Marketing with Purpose",
    date: "April 26, 2025",
    author: "Tim de Graaf",
    image: "../images/blog/blog-14.jpg",
    imageAlt: "A skyline",
    description: "Telling a story.",
    tag: "Alumni",
    imagePosition: "",
    body,
  };

  test("reads as the article page's data, the body rendered as the build renders it", () => {
    const article = articleFromEntry(decapEntry("marketing-with-purpose", fields), resolve);
    expect(article).toMatchObject({
      slug: "marketing-with-purpose",
      title: "Marketing with Purpose",
      isoDate: "2025-04-26",
      tag: "Alumni",
      image: { src: "blob:http://127.0.0.1/blog-14.jpg", avifSrcset: "", webpSrcset: "" },
    });
    expect(article).not.toHaveProperty("imagePosition");
    expect(article.html).toContain("<h2>A section</h2>");
    expect(article.html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">link</a>');
    expect(article.html).toContain("&lt;script&gt;");
    expect(article.html).not.toContain("<script>");
  });

  test("a tag the site does not know and a date not written yet leave no tag and no datetime", () => {
    const article = articleFromEntry(decapEntry("a", { ...fields, tag: "Sports", date: "2025-04-26" }), resolve);
    expect(article.tag).toBeUndefined();
    expect(article.date).toBe("2025-04-26");
    expect(article.isoDate).toBe("");
  });
});

describe("event", () => {
  const now = new Date("2025-09-01T10:00:00Z");
  const base = {
    title: "SR Recruitment Week",
    location: "Polak Building",
    image: "../images/e.jpg",
    imageAlt: "A crowd",
  };

  test("a week of all-day events reads as the card's range and 'All day', upcoming before it ends", () => {
    const fields = {
      ...base,
      startDate: "2025-09-15",
      endDate: "2025-09-19",
      allDay: true,
      startTime: "",
      endTime: "",
    };
    const event = eventFromEntry(decapEntry("recruitment-week-2025", fields), resolve, now);
    expect(event).toMatchObject({
      id: "recruitment-week-2025",
      dateText: eventDates["2025-09-15/2025-09-19"],
      timeText: eventTimes["all day"],
      startDate: "2025-09-15",
      year: "2025",
      upcoming: true,
      calendarFile: "/events/recruitment-week-2025/calendar.ics",
    });
    // The end of an all-day event is Amsterdam midnight after its last day (22:00 UTC in summer).
    expect(new Date(event.endsAt).toISOString()).toBe("2025-09-19T22:00:00.000Z");
    expect(event.googleCalendarUrl).toContain("dates=20250915/20250920");
  });

  test("an evening after its end is past: its form is not offered any more", () => {
    const fields = {
      ...base,
      startDate: "2025-05-22",
      startTime: "18:00",
      endTime: "20:00",
      registrationUrl: "https://forms.example.org/meet",
    };
    const before = eventFromEntry(decapEntry("meet", fields), resolve, new Date("2025-05-22T17:59:00Z"));
    const after = eventFromEntry(decapEntry("meet", fields), resolve, new Date("2025-05-22T18:00:00Z"));
    expect(before).toMatchObject({
      timeText: eventTimes["18:00-20:00"],
      upcoming: true,
      registrationUrl: "https://forms.example.org/meet",
    });
    expect(after).toMatchObject({ upcoming: false, registrationUrl: null });
  });

  test("blank fields are left out, as in the file: the card is the one of the file without them", () => {
    const timing = { startDate: "2025-10-31", startTime: "22:00", endTime: "02:00", endsNextDay: true };
    const withBlanks = { ...base, ...timing, endDate: "", registrationUrl: "", body: "" };
    expect(eventFromEntry(decapEntry("quiz", withBlanks), resolve, now)).toEqual(
      eventFromEntry(decapEntry("quiz", { ...base, ...timing }), resolve, now),
    );
    expect(eventFromEntry(decapEntry("quiz", withBlanks), resolve, now)).toMatchObject({
      dateText: eventDates["2025-10-31"],
      timeText: eventTimes["22:00-02:00+1"],
      registrationUrl: null,
      descriptionHtml: null,
    });
  });

  test("a half-filled form still gives a card, with the texts it has", () => {
    const event = eventFromEntry(decapEntry("", { title: "Pub Quiz", startDate: "2025-10-3" }), resolve, now);
    expect(event).toMatchObject({ id: unsavedEventId, title: "Pub Quiz", location: "", imageAlt: "" });
    expect(event.image.src).toBe(blankImage);
  });

  test("a new event has an id until it is saved, and its Markdown body becomes the description", () => {
    const event = eventFromEntry(
      decapEntry("", { ...base, startDate: "2025-10-31", startTime: "19:00", body: "Bring *friends*." }),
      resolve,
      now,
    );
    expect(event.id).toBe(unsavedEventId);
    expect(event.timeText).toBe("19:00");
    expect(event.descriptionHtml).toBe("<p>Bring <em>friends</em>.</p>\n");
    expect(
      eventFromEntry(decapEntry("x", { ...base, startDate: "2025-10-31", body: "  " }), resolve, now).descriptionHtml,
    ).toBeNull();
  });
});

describe("board year", () => {
  test("members read as the board page's cards, contact links as each member allows", () => {
    const fields = {
      members: [
        {
          name: "Ada Vermeer",
          role: "Chair\nVice Chair\n",
          image: "../images/board/portrait-01.jpg",
          email: "ada@example.org",
          linkedin: "https://linkedin.example.org/in/ada",
          imageTransform: "",
          bio: "",
        },
        {
          name: "Hana Jansma",
          role: "Secretary",
          image: "../images/board/portrait-02.jpg",
          imagePosition: "center 20%",
          email: "hana@example.org",
          linkedin: "https://linkedin.example.org/in/hana",
          showLinkedInOnly: true,
          bio: "Keeps the board organised.",
        },
      ],
    };
    const board = yearBoardFromEntry(decapEntry("2025-2026", fields), resolve);
    expect(board.year).toBe("2025-2026");
    expect(board.members).toEqual([
      {
        name: "Ada Vermeer",
        role: ["Chair", "Vice Chair"],
        portrait: expect.objectContaining({ src: "blob:http://127.0.0.1/portrait-01.jpg" }),
        imagePosition: "center",
        mailto: "mailto:ada@example.org",
        profile: "https://linkedin.example.org/in/ada",
      },
      {
        name: "Hana Jansma",
        role: ["Secretary"],
        portrait: expect.objectContaining({ src: "blob:http://127.0.0.1/portrait-02.jpg" }),
        imagePosition: "center 20%",
        bio: "Keeps the board organised.",
        profile: "https://linkedin.example.org/in/hana",
      },
    ]);
  });

  test("a new year without members yet has no cards and the academic year of its form", () => {
    const board = yearBoardFromEntry(decapEntry("", { academicYear: "2026-2027 ", members: null }), resolve);
    expect(board).toEqual({ year: "2026-2027", members: [] });
    expect(yearBoardFromEntry(decapEntry("2025-2026", { academicYear: "2026-2027" }), resolve).year).toBe("2025-2026");
  });
});

describe("team", () => {
  test("reads as the team page's data", () => {
    const fields = {
      title: "Events Team",
      tagline: "Bringing students together.",
      heroImage: "../images/teams/events.jpg",
      heroImageAlt: "A hall",
      image: "../images/teams/events-work.jpg",
      imageAlt: "A planning board",
      responsibilities: ["Plan events", "Run them"],
      duration: "September to June",
      timeCommitment: "2-3 hours per week",
      roleId: "event-manager",
      body: "The Events Team organises **talks**.",
    };
    const entry = decapEntry("events", fields);
    expect(teamFromEntry(entry, teamEntryData(entry), resolve, undefined)).toMatchObject({
      slug: "events",
      heroImage: { src: "blob:http://127.0.0.1/events.jpg" },
      image: { src: "blob:http://127.0.0.1/events-work.jpg" },
      responsibilities: ["Plan events", "Run them"],
      roleId: "event-manager",
      whatWeDoHtml: "<p>The Events Team organises <strong>talks</strong>.</p>\n",
    });
  });

  test("the shared headings come from the teams page's teamPage, and only when all are there", () => {
    const teamPage = {
      whatWeDoTitle: "What We Do",
      responsibilitiesTitle: "Key Responsibilities",
      additionalInformationTitle: "Additional Information",
      joinTitle: "Want to Join Our Team?",
    };
    expect(teamHeadingsFromEntry(decapEntry("teams-overview", { title: "Our Teams", teamPage }))).toEqual(teamPage);
    expect(
      teamHeadingsFromEntry(decapEntry("teams-overview", { teamPage: { ...teamPage, joinTitle: "" } })),
    ).toBeNull();
    expect(teamHeadingsFromEntry(decapEntry("teams-overview", { title: "Our Teams" }))).toBeNull();
  });

  test("the role's title comes from its entry; until it has one the page names the role by its id", () => {
    expect(roleTitleFromEntry(decapEntry("event-manager", { title: "Event Manager" }))).toBe("Event Manager");
    expect(roleTitleFromEntry(decapEntry("event-manager", { title: "" }))).toBeUndefined();
    const entry = decapEntry("events", { roleId: "event-manager" });
    expect(teamFromEntry(entry, teamEntryData(entry), resolve, undefined).role).toEqual({
      id: "event-manager",
      title: "event-manager",
    });
  });
});

describe("'You said, we did' item", () => {
  test("reads as the page's item: the anchor from the file name, the days as the page writes them, the body as 'We did'", () => {
    const item = saidItemFromEntry(
      decapEntry("friday-exams", {
        title: "No Exams on Friday Evenings",
        raised: "Move exams away from Friday evenings.",
        programme: "IBA",
        status: "Not possible",
        raisedOn: "2025-03-20",
        doneOn: "",
        reason: "The university sets the schedule.",
        link: "https://reports.example.org/exams",
        body: "We asked *twice*.",
      }),
    );
    expect(item).toEqual({
      id: "friday-exams",
      anchor: "item-friday-exams",
      title: "No Exams on Friday Evenings",
      raised: "Move exams away from Friday evenings.",
      programme: "IBA",
      status: "Not possible",
      raisedOn: "2025-03-20",
      raisedOnText: days["2025-03-20"],
      reason: "The university sets the schedule.",
      doneHtml: "<p>We asked <em>twice</em>.</p>\n",
      link: { href: "https://reports.example.org/exams", internal: false },
    });
  });

  test("a new, half-filled item still draws: an id until it is saved, a day as typed, no body", () => {
    const item = saidItemFromEntry(decapEntry("", { title: "Water", status: "Done", raisedOn: "2025-3-1", body: " " }));
    expect(item).toMatchObject({ id: unsavedItemId, anchor: `item-${unsavedItemId}`, raisedOnText: "2025-3-1" });
    expect(item.doneHtml).toBeNull();
  });
});
