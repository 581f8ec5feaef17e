import { describe, expect, test } from "vitest";
import { parseYamlSource, splitFrontMatter } from "./yaml-source";

const board = [
  "# a comment line",
  "members:",
  '  - name: "Vera"',
  "    role: Chair",
  "  - name: Jasper",
  "    email: jasper@example.org",
  "    linkedin: https://example.org/in/jasper",
].join("\n");

describe("parseYamlSource", () => {
  test("finds the line of a key at any depth, and of a list item", () => {
    const source = parseYamlSource(board);
    expect(source.problems).toEqual([]);
    expect(source.lineOf(["members"])).toBe(2);
    expect(source.lineOf(["members", 0])).toBe(3);
    expect(source.lineOf(["members", 1, "email"])).toBe(6);
    expect(source.lineOf(["members", 1, "linkedin"])).toBe(7);
  });

  test("a key that is not there gets the line of its nearest parent", () => {
    const source = parseYamlSource(board);
    expect(source.lineOf(["members", 0, "image"])).toBe(3);
    expect(source.lineOf(["members", 5, "name"])).toBe(2);
  });

  test("lines count from where the text starts in its file", () => {
    const source = parseYamlSource("title: A\ndraft: true\n", 2);
    expect(source.lineOf(["draft"])).toBe(3);
  });

  test("an empty document is an empty record, so each missing field can be named", () => {
    expect(parseYamlSource("# only a comment\n").data).toEqual({});
    expect(parseYamlSource("").data).toEqual({});
  });

  test("a colon inside an unquoted value is a syntax problem on its line, with the fix", () => {
    const source = parseYamlSource("author: Sam\ntitle: Strategy: lessons\n", 2);
    expect(source.data).toBeUndefined();
    expect(source.problems).toEqual([
      { line: 3, field: "title", message: 'the value contains ": " → put the whole value in double quotes' },
    ]);
  });

  test("a list item pasted at the wrong depth is called a misaligned item, not a colon in a value", () => {
    const chat = ["groupChats:", "  items:", "    - title: IBA 2025-2028", "      tag: IBA"];
    const misaligned =
      'this list item is not lined up with the list it belongs to → put its "-" exactly under the "-" of the item above, using spaces';
    for (const pasted of ["  - title: BA 2026-2029", "      - title: BA 2026-2029"]) {
      expect(parseYamlSource([...chat, pasted, "feedback: x"].join("\n")).problems).toEqual([
        { line: 5, field: "title", message: misaligned },
      ]);
    }
  });

  test("a text value cut short by '#' says to quote it; notes after '# ' stay notes", () => {
    const source = parseYamlSource(
      [
        "title: We are #1 in Rotterdam",
        "draft: true # not finished",
        "phone: x # PLACEHOLDER",
        "tags:",
        "  - Join #SRweek",
        '  - "Room #3"',
        "url: https://example.org/#top",
      ].join("\n"),
      2,
    );
    expect(source.problems).toEqual([
      {
        line: 2,
        field: "title",
        message:
          'the words after " #" are read as a note and left out → put the whole value in double quotes: "We are #1 in Rotterdam"',
      },
      {
        line: 6,
        field: "tags.0",
        message:
          'the words after " #" are read as a note and left out → put the whole value in double quotes: "Join #SRweek"',
      },
    ]);
  });

  test("a field written twice is named on the second line", () => {
    const source = parseYamlSource("draft: false\ntitle: A\ndraft: true\n");
    expect(source.problems).toEqual([
      { line: 3, field: "draft", message: "this field is written twice → keep one of the two lines" },
    ]);
  });

  test("every YAML reading of true is true, comments included", () => {
    for (const text of [
      "draft: true # not ready",
      "draft: True",
      "draft:   TRUE",
      "draft: !!bool true",
      "{draft: true}",
    ]) {
      expect(parseYamlSource(text).data, text).toEqual({ draft: true });
    }
  });
});

describe("splitFrontMatter", () => {
  test("splits front matter from the body; the YAML starts on line 2", () => {
    expect(splitFrontMatter("---\ntitle: A\n---\n\nBody text.\n")).toEqual({
      yaml: "title: A",
      firstLine: 2,
      body: "Body text.",
    });
  });

  test("reads Windows line ends, a byte-order mark and an empty front matter", () => {
    expect(splitFrontMatter("\uFEFF---\r\ntitle: A\r\n---\r\nBody")?.yaml).toBe("title: A");
    expect(splitFrontMatter("---\n---\nBody")).toEqual({ yaml: "", firstLine: 2, body: "Body" });
  });

  test("a file that does not start with '---' has none", () => {
    expect(splitFrontMatter("# Title\n\n---\ntitle: A\n---\n")).toBeNull();
    expect(splitFrontMatter("---\ntitle: A\n")).toBeNull();
  });
});
