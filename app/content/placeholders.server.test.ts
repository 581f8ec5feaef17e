import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { parseDocument, stringify } from "yaml";
import {
  findMissingPhotos,
  findPlaceholders,
  formatPlaceholder,
  isReservedHost,
  type Placeholder,
  placeholderRule,
  placeholderRules,
  placeholderSummary,
} from "./placeholders.server";
import { splitFrontMatter } from "./yaml-source";

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

/** What a save in /admin does to a file: the data parsed and written anew, every comment gone. */
function savedByCms(text: string, extension: string): string {
  if (extension !== ".md") return stringify(parseDocument(text).toJS());
  const frontMatter = splitFrontMatter(text);
  if (!frontMatter) return text;
  return `---\n${stringify(parseDocument(frontMatter.yaml).toJS())}---\n\n${frontMatter.body}\n`;
}

/** A copy of `source` (a fixture folder) as /admin would save every content file in it. */
function savedCopy(source: string): string {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sr-saved-")), "content");
  folders.push(path.dirname(root));
  fs.cpSync(source, root, { recursive: true });
  for (const entry of fs.readdirSync(root, { recursive: true, encoding: "utf8" })) {
    const file = path.join(root, entry);
    if (!/\.(md|ya?ml)$/.test(file) || /readme\.md$/i.test(file)) continue;
    fs.writeFileSync(file, savedByCms(fs.readFileSync(file, "utf8"), path.extname(file)));
  }
  return root;
}

const ruleName = (text: string) => placeholderRule(text)?.name;

describe("each rule, on the value alone", () => {
  test.each([
    "https://example.org",
    "https://example.com/path",
    "http://sub.example.net/",
    "https://sr-rsm.example.org",
    "https://linkedin.example.org/in/ada-vermeer",
    "info@sr-rsm.example.org",
    "a.fictional@example.com",
    "https://sr-rsm.example",
    "https://sr-rsm.test/about",
    "mailto:info@sr-rsm.invalid",
    "http://localhost:5173/",
    "https://preview.localhost",
    "see forms.example.net.",
    "Read [example.org](https://example.org/guidance).",
  ])("example domain: %s", (text) => {
    expect(ruleName(text)).toBe("example domain");
  });

  test.each([
    "+31 6 0000 0000",
    "+31600000000",
    "010 000 0000",
    "+31 6 1111 1111",
    "+31 6 12345678",
    "tel:+31-10-123-4567",
    "Call +31 6 0000 0000 today.",
  ])("fictional phone number: %s", (text) => {
    expect(ruleName(text)).toBe("fictional phone number");
  });

  test.each([
    "https://www.instagram.com/sr.rsm.example",
    "https://www.tiktok.com/@sr.rsm.example",
    "https://www.linkedin.com/company/sr-rsm-example",
    "https://facebook.com/placeholder",
  ])("example account: %s", (text) => {
    expect(ruleName(text)).toBe("example account");
  });

  test.each(["sr-rsm-example/website", "example/website", "sr-rsm/placeholder"])("example repository: %s", (text) => {
    expect(ruleName(text)).toBe("example repository");
  });

  test.each([
    "for example.",
    "This sentence, for example, is fine.",
    "https://www.example-school.nl",
    "counterexample.org",
    "https://examples.org",
    "https://www.rsm.nl/test/example-exam",
    "the final.test of the year",
    "localhost",
    "info@sr-rsm.nl",
    "+31 10 408 1234",
    "+31 6 24681357",
    "2025-2026",
    "3062 PA",
    "center 20%",
    "scale(1.1)",
    "https://www.instagram.com/sr.rsm",
    "https://www.instagram.com/examplesofficial",
    "https://chat.whatsapp.com/AbCdEf",
    "sr-rsm/website",
    "../images/board/example.jpg",
  ])("a real-looking value: %s", (text) => {
    expect(ruleName(text)).toBeUndefined();
  });

  test("every rule has a name and a reason", () => {
    for (const rule of placeholderRules) {
      expect(rule.name).toMatch(/^[a-z ]+$/);
      expect(rule.reason.length).toBeGreaterThan(10);
    }
    expect(new Set(placeholderRules.map((rule) => rule.name)).size).toBe(placeholderRules.length);
  });

  test("reserved hosts are whole labels", () => {
    expect(isReservedHost("EXAMPLE.ORG.")).toBe(true);
    expect(isReservedHost("notexample.org")).toBe(false);
    expect(isReservedHost("latest.nl")).toBe(false);
  });
});

test("placeholders are named by file, line, field and rule, in YAML, front matter and Markdown text", () => {
  const root = contentFolder({
    "chats.yaml": [
      "groupChats:",
      "  items:",
      "    - title: IBA 2025-2028",
      "      link: https://chat.example.org/whatsapp/iba",
      "    - title: BA 2025-2028",
      "      link: https://chat.whatsapp.com/AbCdEf",
    ].join("\n"),
    "board/2025-2026.yaml": "members:\n  - name: A. Fictional\n    email: a.fictional@example.com\n",
    "posts/a-post.md": [
      "---",
      "title: A post",
      "registration: https://forms.example.net/sign-up",
      "---",
      "",
      "Read the rules on [the guidance page](https://example.org/guidance).",
      "Call +31 6 0000 0000 with questions.",
      "This sentence, for example, is fine.",
    ].join("\n"),
  });
  const found = findPlaceholders(root).map(({ file, line, field, text, rule }) => ({ file, line, field, text, rule }));
  expect(found).toEqual([
    {
      file: "content/board/2025-2026.yaml",
      line: 3,
      field: "members.0.email",
      text: "a.fictional@example.com",
      rule: "example domain",
    },
    {
      file: "content/chats.yaml",
      line: 4,
      field: "groupChats.items.0.link",
      text: "https://chat.example.org/whatsapp/iba",
      rule: "example domain",
    },
    {
      file: "content/posts/a-post.md",
      line: 3,
      field: "registration",
      text: "https://forms.example.net/sign-up",
      rule: "example domain",
    },
    {
      file: "content/posts/a-post.md",
      line: 6,
      field: "text",
      text: "Read the rules on [the guidance page](https://example.org/guidance).",
      rule: "example domain",
    },
    {
      file: "content/posts/a-post.md",
      line: 7,
      field: "text",
      text: "Call +31 6 0000 0000 with questions.",
      rule: "fictional phone number",
    },
  ]);
});

test("a comment marks nothing: '# PLACEHOLDER' after a real-looking value is not a placeholder", () => {
  const root = contentFolder({
    "settings.yaml": [
      "# A value followed by # PLACEHOLDER used to be a sample.",
      "contact:",
      '  phone: "+31 10 246 8135" # PLACEHOLDER',
      '  whatsApp: "+31 6 0000 0000"',
    ].join("\n"),
  });
  expect(findPlaceholders(root).map(({ line, field }) => [line, field])).toEqual([[4, "contact.whatsApp"]]);
});

test("a value on several lines is listed on one line, once", () => {
  const root = contentFolder({
    "board/2025-2026.yaml": "members:\n  - name: A\n    bio: |-\n      Writes at\n      https://blog.example.org/a\n",
  });
  expect(findPlaceholders(root)).toMatchObject([
    { line: 3, field: "members.0.bio", text: "Writes at https://blog.example.org/a" },
  ]);
});

test("README files are instructions: their example addresses are not placeholders", () => {
  const root = contentFolder({
    "support/README.md": "Write a link like https://www.example.org/career-centre.\n",
    "settings.yaml": "site:\n  url: https://sr-rsm.nl\n",
  });
  expect(findPlaceholders(root)).toEqual([]);
});

test("every board member without a photo, in every year, with the member's line and name", () => {
  const root = contentFolder({
    "board/2013-2014.yaml": ['academicYear: "2013-2014"', "members:", "  - name: Old Member", "    role: Chair"].join(
      "\n",
    ),
    "board/2025-2026.yaml": [
      'academicYear: "2025-2026"',
      "members:",
      "  - name: With Photo",
      "    role: Chair",
      "    image: ../images/board/a.jpg",
      "  - name: Without Photo",
      "    role: Secretary",
    ].join("\n"),
    "posts/a-post.md": "---\nmembers:\n  - name: Not a board member\n---\n",
  });
  expect(findMissingPhotos(root)).toEqual([
    {
      file: "content/board/2013-2014.yaml",
      line: 3,
      field: "members.0.image",
      text: "Old Member",
      rule: "no photo",
      reason: expect.any(String),
    },
    {
      file: "content/board/2025-2026.yaml",
      line: 6,
      field: "members.1.image",
      text: "Without Photo",
      rule: "no photo",
      reason: expect.any(String),
    },
  ]);
});

describe("the placeholder fixture, as written and as /admin saves it", () => {
  const fixture = path.resolve("tests/fixtures/content/placeholders");
  const withoutLines = (found: Placeholder[]) => found.map(({ line: _line, ...rest }) => rest);

  test("one placeholder per rule is found, and each rule is used", () => {
    const rules = new Set(findPlaceholders(fixture).map((placeholder) => placeholder.rule));
    expect([...rules].sort()).toEqual(placeholderRules.map((rule) => rule.name).sort());
    expect(findMissingPhotos(fixture).map((member) => member.text)).toEqual(["Noor Visser", "Jasper Zandstra"]);
  });

  test("the same placeholders and missing photos once every comment is gone", () => {
    const saved = savedCopy(fixture);
    const original = fs.readFileSync(path.join(fixture, "site.yaml"), "utf8");
    expect(original).toContain("#");
    expect(fs.readFileSync(path.join(saved, "site.yaml"), "utf8")).not.toContain("#");
    const asWritten = contentFolder({});
    fs.cpSync(fixture, asWritten, { recursive: true });
    expect(withoutLines(findPlaceholders(saved))).toEqual(withoutLines(findPlaceholders(asWritten)));
    expect(withoutLines(findMissingPhotos(saved))).toEqual(withoutLines(findMissingPhotos(asWritten)));
  });
});

test("each line says where, what and why", () => {
  const [placeholder] = findPlaceholders(
    contentFolder({ "settings.yaml": "site:\n  url: https://sr-rsm.example.org\n" }),
  );
  expect(placeholder && formatPlaceholder(placeholder)).toBe(
    "content/settings.yaml:2  site.url  https://sr-rsm.example.org  (example domain: reserved for examples, like example.org, .test, .invalid and localhost: it never reaches anyone)",
  );
});

test("the summary for the content check is one line naming the files, a busy folder once", () => {
  const at = (file: string, line: number): Placeholder => ({
    file,
    line,
    field: "members.0.email",
    text: "a@example.org",
    rule: "example domain",
    reason: "",
  });
  const line = placeholderSummary([
    at("content/board/2013-2014.yaml", 3),
    at("content/board/2014-2015.yaml", 3),
    at("content/board/2015-2016.yaml", 3),
    at("content/settings.yaml", 15),
  ]);
  expect(line).toBe(
    "4 placeholders to replace before launch, in content/board/ (3 files), content/settings.yaml (npm run check:launch lists each line)",
  );
  expect(placeholderSummary([])).toBeNull();
});
