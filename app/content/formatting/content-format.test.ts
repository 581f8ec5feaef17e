/**
 * A whole content file in the one formatting: front matter, a blank line, the body and a
 * final newline for Markdown; top-level sections apart for YAML; each file found by its
 * collection's file pattern.
 */
import { expect, test } from "vitest";
import { registeredCollections } from "~/content/registry";
import { collectionOfFile, fileKindOf, formatContentText, readContentText, writeContentText } from "./content-format";

/** A file of a collection's pattern, with made-up ids: 'board/2025-2025.yaml'. */
const sampleFile = (files: string) => files.replaceAll("<slug>", "my-post").replaceAll("<yyyy>", "2025");

test("every collection's files are found by its pattern; other files are not content", () => {
  for (const [name, { files }] of registeredCollections) expect(collectionOfFile(sampleFile(files)), files).toBe(name);
  expect(collectionOfFile("blog/README.md")).toBeUndefined();
  expect(collectionOfFile("images/blog/photo.jpg")).toBeUndefined();
});

test("a Markdown file: its fields in the schema's order, a blank line, the body, a final newline", () => {
  const written = formatContentText(
    '---\ntag: Faculty\ntitle: "A Title"\ndate: March 15, 2025\n---\nThe text.\n\n\n* one\n* two',
    fileKindOf("blog"),
  );
  expect(written).toBe("---\ntitle: A Title\ndate: March 15, 2025\ntag: Faculty\n---\n\nThe text.\n\n- one\n- two\n");
  expect(writeContentText({ title: "T", body: "" }, fileKindOf("blog"))).toBe("---\ntitle: T\n---\n");
});

test("a YAML file's data round-trips; its body key is only a Markdown file's", () => {
  const kind = fileKindOf("site");
  const text = "site:\n  name: SR\n\ncms:\n  repository: a/b\n  branch: main\n";
  expect(formatContentText(text, kind)).toBe(text);
  expect(readContentText(text, kind)).toEqual({ site: { name: "SR" }, cms: { repository: "a/b", branch: "main" } });
  expect(readContentText("---\ntitle: T\n---\n\nBody.\n", fileKindOf("blog"))).toEqual({ title: "T", body: "Body." });
});

test("a file that cannot be read says why", () => {
  expect(() => readContentText("title: T\n", fileKindOf("blog"))).toThrow(/no front matter/);
  expect(() => readContentText("- a\n- b\n", fileKindOf("site"))).toThrow(/does not hold fields/);
});
