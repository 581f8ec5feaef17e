import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { memberAnchorIds, nameSlug } from "./member-anchor";

describe("nameSlug", () => {
  test("lower-cases a name and joins its words with dashes", () => {
    expect(nameSlug("Vera Wijnberg")).toBe("vera-wijnberg");
    expect(nameSlug("  Jan   van der Berg ")).toBe("jan-van-der-berg");
  });

  test("drops accents and spells out letters that have none to drop", () => {
    expect(nameSlug("Zoë Kowalczyk")).toBe("zoe-kowalczyk");
    expect(nameSlug("Ségolène Lefèvre-Núñez")).toBe("segolene-lefevre-nunez");
    expect(nameSlug("Søren Æbelø")).toBe("soren-aebelo");
    expect(nameSlug("Paweł Groß")).toBe("pawel-gross");
  });

  test("turns punctuation into single dashes and trims them at the ends", () => {
    expect(nameSlug("Mary-Kate O'Neill")).toBe("mary-kate-o-neill");
    expect(nameSlug("(Dr.) A. B. Smith, Jr.")).toBe("dr-a-b-smith-jr");
  });

  test("keeps letters of other scripts, which a URL fragment may hold", () => {
    expect(nameSlug("李 小龍")).toBe("李-小龍");
  });
});

describe("memberAnchorIds", () => {
  test("prefixes each slug with member-, in the order of the names", () => {
    expect(memberAnchorIds(["Vera Wijnberg", "Zoë Kowalczyk"])).toEqual([
      "member-vera-wijnberg",
      "member-zoe-kowalczyk",
    ]);
  });

  test("numbers names that share a slug, the first one keeping the plain id", () => {
    expect(memberAnchorIds(["Anne-Marie Smit", "Anne Marie Smit", "anne marie smit", "Anne Marie Smit 2"])).toEqual([
      "member-anne-marie-smit",
      "member-anne-marie-smit-2",
      "member-anne-marie-smit-3",
      "member-anne-marie-smit-2-2",
    ]);
  });

  test("a name without letters or digits still gets an id", () => {
    expect(memberAnchorIds(["???", "—"])).toEqual(["member", "member-2"]);
  });

  test("the same names give the same ids (a link stays valid from build to build)", () => {
    const names = ["Vera Wijnberg", "Carmen Fontaine", "Vera  Wijnberg"];
    expect(memberAnchorIds(names)).toEqual(memberAnchorIds([...names]));
  });

  test("any list of names gets unique ids of letters, digits and single dashes", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme-composite", maxLength: 12 }), { maxLength: 20 }), (names) => {
        const ids = memberAnchorIds(names);
        expect(ids).toHaveLength(names.length);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(/^member(-[\p{L}\p{N}]+)*$/u);
      }),
    );
  });
});
