import { describe, expect, test } from "vitest";
import { z } from "zod";
import { checkWithSchema } from "./schema-problems";
import { blogArticleSchema } from "./schemas/blog";
import { boardYearSchema } from "./schemas/board";
import { parseYamlSource } from "./yaml-source";

/** A board year without its year: the tests below are about the members list. */
const membersOnly = boardYearSchema.omit({ academicYear: true });

/** The problems of a YAML text (front matter starting on line 2, as in a Markdown file). */
function problemsOf(schema: z.ZodType, lines: string[], firstLine = 2) {
  const result = checkWithSchema(schema, parseYamlSource(lines.join("\n"), firstLine));
  return result.problems;
}

const article = [
  "title: A title",
  "date: November 20, 2025",
  "author: Sam",
  "image: ../images/blog/blog-01.jpg",
  "imageAlt: A picture",
  "description: One sentence.",
];

describe("checkWithSchema", () => {
  test("valid data comes back parsed, with defaults", () => {
    const result = checkWithSchema(blogArticleSchema, parseYamlSource(article.join("\n")));
    expect(result.ok).toBe(true);
    expect(result.ok && result.data.draft).toBe(false);
  });

  test("a misspelled key is an unknown field with a suggestion, on its own line", () => {
    expect(problemsOf(blogArticleSchema, [...article, "darft: true"])).toEqual([
      { line: 8, field: "darft", message: 'unknown field → did you mean "draft"?' },
    ]);
  });

  test("an unknown key with no close match lists the fields not written yet", () => {
    expect(problemsOf(blogArticleSchema, [...article, "subtitle: More"])).toEqual([
      {
        line: 8,
        field: "subtitle",
        message: "unknown field → remove it, or use one of the fields not written yet: imagePosition, tag, draft",
      },
    ]);
  });

  test("an ISO date gets the same day written the way the site wants it", () => {
    const lines = article.map((line) => (line.startsWith("date:") ? "date: 2025-11-20" : line));
    expect(problemsOf(blogArticleSchema, lines)).toEqual([
      {
        line: 3,
        field: "date",
        message: '"2025-11-20" is not a date like "November 20, 2025" → write a date like "November 20, 2025"',
      },
    ]);
  });

  test("a day that does not exist is named", () => {
    const lines = article.map((line) => (line.startsWith("date:") ? "date: February 30, 2025" : line));
    expect(problemsOf(blogArticleSchema, lines)[0]?.message).toBe(
      '"February 30, 2025" is not a day of the calendar → write a date that exists',
    );
  });

  test("every problem of a file at once: missing, empty, wrong type, not allowed", () => {
    const problems = problemsOf(blogArticleSchema, [
      "title: A title",
      "date: November 20, 2025",
      'imageAlt: ""',
      "image: ../images/blog/blog-01.jpg",
      "description: One sentence.",
      "tag: News",
      'draft: "true"',
    ]);
    expect(problems).toEqual([
      { line: 2, field: "author", message: 'missing → add a line "author: …" with text' },
      {
        line: 4,
        field: "imageAlt",
        message: "is empty → write a sentence describing the image for people who cannot see it",
      },
      { line: 7, field: "tag", message: '"News" is not allowed here → write one of: Alumni, Faculty' },
      { line: 8, field: "draft", message: '"true" is text in quotes → write true without quotes' },
    ]);
  });

  test("problems inside lists point at the item's field", () => {
    const problems = problemsOf(
      membersOnly,
      [
        "members:",
        "  - name: Vera",
        "    role: Chair",
        "    image: ../images/board/portrait-01.jpg",
        "    emial: vera@example.org",
        "  - name: Jasper",
        "    role: Secretary",
        "    image: ../images/board/portrait-02.jpg",
        "    email: not-an-address",
      ],
      1,
    );
    expect(problems).toEqual([
      { line: 5, field: "members.0.emial", message: 'unknown field → did you mean "email"?' },
      {
        line: 9,
        field: "members.1.email",
        message: '"not-an-address" is not an email address → write one such as "info@sr-rsm.nl"',
      },
    ]);
  });

  test("a member's email and profile link written the way people paste them say what to write", () => {
    const member = ["members:", "  - name: Vera", "    role: Chair", "    image: ../images/board/portrait-01.jpg"];
    expect(
      problemsOf(
        membersOnly,
        [...member, "    email: mailto:vera@sr-rsm.nl", "    linkedin: www.linkedin.com/in/vera"],
        1,
      ),
    ).toEqual([
      {
        line: 5,
        field: "members.0.email",
        message: '"mailto:vera@sr-rsm.nl" is not an email address → write "vera@sr-rsm.nl"',
      },
      {
        line: 6,
        field: "members.0.linkedin",
        message: '"www.linkedin.com/in/vera" does not start with https:// → write "https://www.linkedin.com/in/vera"',
      },
    ]);
  });

  test("a number below its bound says which numbers are allowed", () => {
    const schema = z.strictObject({ order: z.number().int().positive(), count: z.number().min(2) });
    expect(problemsOf(schema, ["order: 0", "count: 1"], 1)).toEqual([
      { line: 1, field: "order", message: "0 is too small → write a number above 0" },
      { line: 2, field: "count", message: "1 is too small → write 2 or more" },
    ]);
  });

  test("a list with too few entries says how many to add", () => {
    expect(problemsOf(membersOnly, ["members: []"], 1)).toEqual([
      { line: 1, field: "members", message: "has 0 entries, at least 1 needed → add 1 more" },
    ]);
  });

  test("a schema's own 'wrong → fix' message is used as it is", () => {
    const schema = z.strictObject({
      time: z.string().refine((value) => value !== "22:00 - 19:00", {
        error: "the end 19:00 is before the start 22:00 → write endsNextDay: true, or correct the times",
      }),
    });
    expect(problemsOf(schema, ['time: "22:00 - 19:00"'], 4)).toEqual([
      {
        line: 4,
        field: "time",
        message: "the end 19:00 is before the start 22:00 → write endsNextDay: true, or correct the times",
      },
    ]);
  });

  test("syntax errors come first and alone: the fields cannot be read", () => {
    expect(problemsOf(blogArticleSchema, ["title: Strategy: lessons", "darft: true"])).toEqual([
      { line: 2, field: "title", message: 'the value contains ": " → put the whole value in double quotes' },
    ]);
  });
});
