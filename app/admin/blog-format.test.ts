/**
 * /admin's article format keeps every article as it is: reading a file and writing it back
 * unchanged gives the same front matter when parsed and the same body; the sort day it
 * adds for the list never reaches the file.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { readArticle, writeArticle } from "./blog-format";

const folder = "tests/fixtures/content/site/blog";
const articles = fs.readdirSync(folder).filter((name) => name.endsWith(".md"));

function split(content: string) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(content);
  if (!match) throw new Error("no front matter");
  return { fields: parse(match[1] ?? ""), body: (match[2] ?? "").trim() };
}

test.each(articles)("%s is written back with the same fields and body", (name) => {
  const original = fs.readFileSync(path.join(folder, name), "utf8");
  const written = writeArticle(readArticle(original));
  expect(split(written)).toEqual(split(original));
  expect(written).not.toContain("publishedOn");
});

test("the list sorts by the publication day the date names", () => {
  const entry = readArticle('---\ntitle: "A: B"\ndate: April 26, 2025\n---\n\nText.\n');
  expect(entry).toEqual({ title: "A: B", date: "April 26, 2025", body: "Text.\n", publishedOn: "2025-04-26" });
  expect(readArticle("---\ntitle: T\ndate: someday\n---\n").publishedOn).toBeUndefined();
});

test("an article without a body is written without one", () => {
  expect(writeArticle({ title: "T", body: "" })).toBe("---\ntitle: T\n---\n");
});
