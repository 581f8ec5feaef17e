import { describe, expect, test } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  test.each([
    ["Ada Vermeer", "AV"],
    ["Zeno Mbeki-Osei", "ZM"],
    ["Jean-Luc Martin", "JM"],
    ["Maria van der Berg", "MB"],
    ["Ada Lovelace Byron", "AB"],
  ])("takes the first letter of the first and the last word: %s → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  test("a single name gives one letter", () => {
    expect(initials("Ada")).toBe("A");
    expect(initials("  Ada  ")).toBe("A");
  });

  test("spaces before, after and between the words count for nothing", () => {
    expect(initials("  Ada   Vermeer ")).toBe("AV");
    expect(initials("Ada\tVermeer")).toBe("AV");
    expect(initials("Ada\u00a0Vermeer")).toBe("AV");
  });

  test("keeps the accents, whether typed as one character or as a letter and a combining mark", () => {
    expect(initials("Émile Ørsted")).toBe("ÉØ");
    expect(initials("Zoë Kowalczyk")).toBe("ZK");
    expect(initials("E\u0301mile O\u0308zil")).toBe("ÉÖ");
    expect(initials("Łukasz Żak")).toBe("ŁŻ");
  });

  test("writes the letters in upper case, except where that would make more letters", () => {
    expect(initials("ada vermeer")).toBe("AV");
    expect(initials("ßabine Muller")).toBe("ßM");
  });

  test("passes over signs before a word's first letter, and words without letters", () => {
    expect(initials("(Ada) Vermeer")).toBe("AV");
    expect(initials("Ada & Co")).toBe("AC");
    expect(initials("Ada Vermeer -")).toBe("AV");
  });

  test("reads letters of any script", () => {
    expect(initials("Ελένη Παππά")).toBe("ΕΠ");
    expect(initials("Иван Петров")).toBe("ИП");
  });

  test("gives nothing for a name without letters or digits", () => {
    expect(initials("")).toBe("");
    expect(initials("   ")).toBe("");
    expect(initials("- & -")).toBe("");
  });
});
