/**
 * The /admin previews render Markdown in the editor's browser (app/admin/previews/markdown.ts),
 * the build renders it at build time (app/content/markdown.server.ts). An editor must see
 * the body exactly as visitors will: both must give the same HTML for every body of the
 * fixture content and for the cases where a renderer's options show.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { renderPreviewMarkdown } from "~/admin/previews/markdown";
import { renderMarkdown } from "~/content/markdown.server";

const contentDir = path.resolve(import.meta.dirname, "../fixtures/content/site");

/** The Markdown bodies (after the front matter) of every article, event, team and role of the fixtures. */
function fixtureBodies(): [string, string][] {
  return ["blog", "events", "teams", "roles"].flatMap((folder) =>
    fs
      .readdirSync(path.join(contentDir, folder))
      .filter((name) => name.endsWith(".md") && name !== "README.md")
      .map((name): [string, string] => {
        const source = fs.readFileSync(path.join(contentDir, folder, name), "utf8");
        return [`${folder}/${name}`, source.replace(/^---\n[\s\S]*?\n---\n/, "")];
      }),
  );
}

const cases: [string, string][] = [
  ["raw HTML is escaped", 'Text <script>alert("x")</script> and <b>bold</b>'],
  ["external links open in a new tab", "[RSM](https://www.rsm.nl) and [events](/events)"],
  ["bare addresses become links", "See www.example.org and https://example.org/a?b=c."],
  ["quotes and dashes are typeset", "\"Quoted\" -- 'single' --- and (c)"],
  ["headings, quotes and lists", "## Section\n\n### Part\n\n> A quote\n\n- one\n- two\n\n1. first\n2. second"],
];

describe("the preview renders Markdown as the build does", () => {
  test.each(cases)("%s", (_name, source) => {
    expect(renderPreviewMarkdown(source)).toBe(renderMarkdown(source));
  });

  const bodies = fixtureBodies();

  test("for enough fixture bodies to mean something", () => {
    expect(bodies.length).toBeGreaterThanOrEqual(30);
  });

  test.each(bodies)("%s", (_file, body) => {
    expect(renderPreviewMarkdown(body)).toBe(renderMarkdown(body));
  });
});
