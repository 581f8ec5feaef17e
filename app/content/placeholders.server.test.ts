import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { findPlaceholders, namesExampleDomain, placeholderSummary } from "./placeholders.server";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A content folder named 'content' holding `files` (path → text). */
function contentFolder(files: Record<string, string>): string {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sr-placeholders-")), "content");
  folders.push(path.dirname(root));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

test("a value followed by '# PLACEHOLDER' is a placeholder, named by file, line and field", () => {
  const root = contentFolder({
    "site.yaml": [
      "# Comments that mention # PLACEHOLDER on a line of their own are instructions.",
      "site:",
      "  name: RSM Student Representation",
      "contact:",
      '  phone: "+31 6 0000 0000" # PLACEHOLDER (fictional number)',
      "  infoEmail: info@sr-rsm.nl",
    ].join("\n"),
  });
  expect(findPlaceholders(root)).toEqual([
    { file: "content/site.yaml", line: 5, field: "contact.phone", text: "+31 6 0000 0000" },
  ]);
});

test("a reserved example domain is a placeholder without a marker, in YAML, front matter and Markdown text", () => {
  const root = contentFolder({
    "support/support.yaml": [
      "groupChats:",
      "  items:",
      "    - title: IBA 2025-2028",
      "      link: https://chat.example.org/whatsapp/iba",
      "    - title: BA 2025-2028",
      "      link: https://chat.whatsapp.com/AbCdEf",
    ].join("\n"),
    "board/2025-2026.yaml": "members:\n  - name: A. Fictional\n    email: a.fictional@example.com\n",
    "blog/a-post.md": [
      "---",
      "title: A post",
      "registration: https://forms.example.net/sign-up",
      "---",
      "",
      "Read the rules on [the guidance page](https://example.org/guidance).",
      "This sentence, for example, is fine.",
    ].join("\n"),
  });
  expect(findPlaceholders(root)).toEqual([
    { file: "content/blog/a-post.md", line: 3, field: "registration", text: "https://forms.example.net/sign-up" },
    {
      file: "content/blog/a-post.md",
      line: 6,
      field: "text",
      text: "Read the rules on [the guidance page](https://example.org/guidance).",
    },
    { file: "content/board/2025-2026.yaml", line: 3, field: "members.0.email", text: "a.fictional@example.com" },
    {
      file: "content/support/support.yaml",
      line: 4,
      field: "groupChats.items.0.link",
      text: "https://chat.example.org/whatsapp/iba",
    },
  ]);
});

test("a line with both a marker and an example address is listed once", () => {
  const root = contentFolder({ "site.yaml": "links:\n  knowledgeBase: https://kb.example.org/ # PLACEHOLDER\n" });
  expect(findPlaceholders(root)).toHaveLength(1);
});

test("README files are instructions: their example addresses are not placeholders", () => {
  const root = contentFolder({
    "support/README.md": "Write a link like https://www.example.org/career-centre.\n",
    "site.yaml": "site:\n  url: https://sr-rsm.nl\n",
  });
  expect(findPlaceholders(root)).toEqual([]);
});

test("example domains are recognised as host names, not as words", () => {
  for (const text of [
    "https://example.org",
    "info@sr-rsm.example.org",
    "https://www.instagram.com/sr.rsm.example",
    "http://sub.example.com/path",
    "see forms.example.net.",
  ]) {
    expect(namesExampleDomain(text), text).toBe(true);
  }
  for (const text of ["for example.", "https://www.example-school.nl", "counterexample.org", "https://examples.org"]) {
    expect(namesExampleDomain(text), text).toBe(false);
  }
});

test("the summary for the content check is one line naming the files, a busy folder once", () => {
  const line = placeholderSummary([
    { file: "content/board/2013-2014.yaml", line: 3, field: "members.0.email", text: "a@example.org" },
    { file: "content/board/2014-2015.yaml", line: 3, field: "members.0.email", text: "b@example.org" },
    { file: "content/board/2015-2016.yaml", line: 3, field: "members.0.email", text: "c@example.org" },
    { file: "content/site.yaml", line: 15, field: "site.url", text: "https://sr-rsm.example.org" },
  ]);
  expect(line).toBe(
    "4 placeholders to replace before launch, in content/board/ (3 files), content/site.yaml (npm run check:launch lists each line)",
  );
  expect(placeholderSummary([])).toBeNull();
});
