import { describe, expect, test } from "vitest";
import {
  chatsOfProgramme,
  groupRepresentatives,
  groupsForProgramme,
  programmeFilterSearch,
  programmeFromParam,
  type RepresentativeFields,
  representativeContact,
} from "./representatives";

const person = (name: string, programme: RepresentativeFields["programme"], year?: number): RepresentativeFields => ({
  name,
  programme,
  ...(year === undefined ? {} : { year }),
  covers: year === undefined ? "Whole programme" : `Year ${year}`,
});

// In the order an editor might write them: mixed programmes and years.
const people = [
  person("Pia Premaster", "Pre-MSc"),
  person("Bo Second", "BA", 2),
  person("Ivo First", "IBA", 1),
  person("Ina Third", "IBA", 3),
  person("Iris First", "IBA", 1),
  person("Ilse Everyone", "IBA"),
  person("Bas First", "BA", 1),
];

describe("grouping", () => {
  test("by programme in the fixed order, then the whole programme first and the years ascending", () => {
    const groups = groupRepresentatives(people);
    expect(groups.map((group) => group.programme)).toEqual(["IBA", "BA", "Pre-MSc"]);
    const iba = groups[0];
    expect(iba?.years.map((year) => year.label)).toEqual(["All years", "Year 1", "Year 3"]);
    // Within a year, the file's order.
    expect(iba?.years[1]?.people.map((p) => p.name)).toEqual(["Ivo First", "Iris First"]);
    expect(groups[1]?.years.map((year) => year.year)).toEqual([1, 2]);
  });

  test("a programme represented only as a whole shows no year headings; one with years does", () => {
    const groups = groupRepresentatives(people);
    expect(groups.map((group) => group.byYear)).toEqual([true, true, false]);
    expect(groups[2]?.years).toHaveLength(1);
  });

  test("a programme without representatives is left out, and nobody gives no groups", () => {
    expect(groupRepresentatives([person("Bo", "BA", 1)]).map((group) => group.slug)).toEqual(["ba"]);
    expect(groupRepresentatives([])).toEqual([]);
  });

  test("every person keeps their fields and gets a unique anchor, in page order", () => {
    const twins = [person("Ada Smit", "BA", 1), person("Ada Smit", "IBA", 2), person("Zoë Ünal", "IBA", 1)];
    const groups = groupRepresentatives(twins);
    const anchors = groups.flatMap((group) => group.years.flatMap((year) => year.people.map((p) => p.anchor)));
    // IBA comes first on the page, so the IBA Ada is the first one.
    expect(anchors).toEqual(["rep-zoe-unal", "rep-ada-smit", "rep-ada-smit-2"]);
    expect(groups[0]?.years[0]?.people[0]).toMatchObject({ name: "Zoë Ünal", covers: "Year 1" });
    expect(groups.map((group) => group.anchor)).toEqual(["programme-iba", "programme-ba"]);
  });
});

describe("the programme filter", () => {
  test("reads the address's value whatever its case, and nothing for an unknown or missing one", () => {
    expect(programmeFromParam("iba")).toBe("IBA");
    expect(programmeFromParam(" Pre-MSc ")).toBe("Pre-MSc");
    expect(programmeFromParam("pre-msc")).toBe("Pre-MSc");
    expect(programmeFromParam("msc")).toBeUndefined();
    expect(programmeFromParam("")).toBeUndefined();
    expect(programmeFromParam(null)).toBeUndefined();
  });

  test("links to ?programme=<slug>, and to no query for every programme", () => {
    expect(programmeFilterSearch("Pre-MSc")).toBe("?programme=pre-msc");
    expect(programmeFilterSearch(undefined)).toBe("");
    // What a link writes, the filter reads back.
    for (const programme of ["IBA", "BA", "Pre-MSc"] as const) {
      const value = new URLSearchParams(programmeFilterSearch(programme)).get("programme");
      expect(programmeFromParam(value)).toBe(programme);
    }
  });

  test("shows one programme's group, or every group", () => {
    const groups = groupRepresentatives(people);
    expect(groupsForProgramme(groups, "BA").map((group) => group.programme)).toEqual(["BA"]);
    expect(groupsForProgramme(groups, undefined)).toEqual(groups);
  });
});

describe("reaching a representative", () => {
  test("their role mailbox first", () => {
    const contact = representativeContact(
      { programme: "IBA", mailbox: "iba-year-1@sr.example.org" },
      true,
      "info@sr.example.org",
    );
    expect(contact).toEqual({
      kind: "mailbox",
      href: "mailto:iba-year-1@sr.example.org",
      address: "iba-year-1@sr.example.org",
    });
  });

  test("else the programme's group chats on the page, else the general mailbox", () => {
    expect(representativeContact({ programme: "Pre-MSc" }, true, "info@sr.example.org")).toEqual({
      kind: "group-chats",
      href: "#programme-pre-msc-chats",
    });
    expect(representativeContact({ programme: "Pre-MSc" }, false, "info@sr.example.org")).toEqual({
      kind: "mailbox",
      href: "mailto:info@sr.example.org",
      address: "info@sr.example.org",
    });
  });

  test("a programme's chats are those tagged with its name, letter case aside", () => {
    const chats = [
      { title: "IBA 2025-2028", tag: "IBA" },
      { title: "BA 2025-2028", tag: "ba" },
      { title: "Pre-MSc", tag: "Pre-MSc" },
    ];
    expect(chatsOfProgramme(chats, "BA").map((chat) => chat.title)).toEqual(["BA 2025-2028"]);
    expect(chatsOfProgramme(chats, "IBA").map((chat) => chat.title)).toEqual(["IBA 2025-2028"]);
  });
});
