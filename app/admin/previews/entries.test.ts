/**
 * The previews turn Decap's entry (an Immutable Map of the form's values) into the shapes
 * the site's components take. The entries here are built as Decap builds them, with
 * Immutable's fromJS, and hold what a form holds while an editor types.
 */
import { fromJS } from "immutable";
import { describe, expect, test } from "vitest";
import { articleFromEntry } from "./article";
import { yearBoardFromEntry } from "./board";
import { entryFields, entrySlug, humanDateText, optionalText, text } from "./entry";
import { eventFromEntry, eventTimingFromEntry, unsavedEventId } from "./event";
import { assetResolver } from "./preview-props";
import { teamFromEntry, teamHeadingsFromEntry } from "./team";

const decapEntry = (slug: string, data: Record<string, unknown>) => fromJS({ slug, data, path: `x/${slug}.md` });
const resolve = (path: string) => `blob:http://127.0.0.1/${path.split("/").at(-1)}`;

describe("entry fields", () => {
  test("the form's values come out as plain data, with the file name as slug", () => {
    const entry = decapEntry("marketing", { title: "Marketing", members: [{ name: "Ada" }] });
    expect(entryFields(entry)).toEqual({ title: "Marketing", members: [{ name: "Ada" }] });
    expect(entrySlug(entry)).toBe("marketing");
  });

  test("an entry without data or slug (a new one) reads as empty", () => {
    const entry = fromJS({ data: null });
    expect(entryFields(entry)).toEqual({});
    expect(entrySlug(entry)).toBe("");
  });

  test("blank optional fields count as left out; numbers and picked dates read as text", () => {
    const fields = { endDate: "", tag: "  ", order: 3, picked: new Date("2025-05-22T00:00:00Z") };
    expect(optionalText(fields, "endDate")).toBeUndefined();
    expect(optionalText(fields, "tag")).toBeUndefined();
    expect(text(fields, "order")).toBe("3");
    expect(text(fields, "picked")).toBe("2025-05-22");
    expect(humanDateText(fields, "picked")).toBe("May 22, 2025");
    expect(text(fields, "missing")).toBe("");
  });

  test("an image path becomes the URL of Decap's asset, and '' while it has none", () => {
    const getAsset = (path: string) => ({ url: `blob:${path}`, path, toString: () => `blob:${path}` });
    expect(assetResolver(getAsset)("../images/a.jpg")).toBe("blob:../images/a.jpg");
    expect(assetResolver(() => undefined)("../images/a.jpg")).toBe("");
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
    const article = articleFromEntry(
      entryFields(decapEntry("marketing-with-purpose", fields)),
      "marketing-with-purpose",
      resolve,
    );
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
    const article = articleFromEntry({ ...fields, tag: "Sports", date: "2025-04-26" }, "a", resolve);
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
    const event = eventFromEntry(fields, "recruitment-week-2025", resolve, now);
    expect(event).toMatchObject({
      id: "recruitment-week-2025",
      dateText: "September 15-19, 2025",
      timeText: "All day",
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
    const before = eventFromEntry(fields, "meet", resolve, new Date("2025-05-22T17:59:00Z"));
    const after = eventFromEntry(fields, "meet", resolve, new Date("2025-05-22T18:00:00Z"));
    expect(before).toMatchObject({
      timeText: "18:00 - 20:00",
      upcoming: true,
      registrationUrl: "https://forms.example.org/meet",
    });
    expect(after).toMatchObject({ upcoming: false, registrationUrl: null });
  });

  test("switches that are off and blank fields are left out of the timing, as in the file", () => {
    const fields = {
      startDate: "2025-10-31",
      endDate: "",
      allDay: false,
      startTime: "22:00",
      endTime: "02:00",
      endsNextDay: true,
    };
    expect(eventTimingFromEntry(fields)).toEqual({
      startDate: "2025-10-31",
      startTime: "22:00",
      endTime: "02:00",
      endsNextDay: true,
    });
  });

  test("a new event has an id until it is saved, and its Markdown body becomes the description", () => {
    const event = eventFromEntry(
      { ...base, startDate: "2025-10-31", startTime: "19:00", body: "Bring *friends*." },
      "",
      resolve,
      now,
    );
    expect(event.id).toBe(unsavedEventId);
    expect(event.timeText).toBe("19:00");
    expect(event.descriptionHtml).toBe("<p>Bring <em>friends</em>.</p>\n");
    expect(
      eventFromEntry({ ...base, startDate: "2025-10-31", body: "  " }, "x", resolve, now).descriptionHtml,
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
    const board = yearBoardFromEntry(entryFields(decapEntry("2025-2026", fields)), "2025-2026", resolve);
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
    const board = yearBoardFromEntry({ academicYear: "2026-2027 ", members: null }, "", resolve);
    expect(board).toEqual({ year: "2026-2027", members: [] });
    expect(yearBoardFromEntry({ academicYear: "2026-2027" }, "2025-2026", resolve).year).toBe("2025-2026");
  });
});

describe("team", () => {
  test("reads as the team page's data, blank responsibilities skipped", () => {
    const fields = {
      title: "Events Team",
      tagline: "Bringing students together.",
      heroImage: "../images/teams/events.jpg",
      heroImageAlt: "A hall",
      image: "../images/teams/events-work.jpg",
      imageAlt: "A planning board",
      responsibilities: ["Plan events", "", "Run them"],
      duration: "September to June",
      timeCommitment: "2-3 hours per week",
      roleId: "event-manager",
      body: "The Events Team organises **talks**.",
    };
    expect(teamFromEntry(fields, "events", resolve)).toMatchObject({
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
    expect(teamHeadingsFromEntry({ title: "Our Teams", teamPage })).toEqual(teamPage);
    expect(teamHeadingsFromEntry({ teamPage: { ...teamPage, joinTitle: "" } })).toBeNull();
    expect(teamHeadingsFromEntry({ title: "Our Teams" })).toBeNull();
  });
});
