/**
 * CONTENT.md promises editors that its templates pass the content check as written and
 * shows the check's real output for three mistakes. This test keeps both true: it copies
 * the fixture content to a temporary `content/` folder, does what the guide says with
 * every template (a new file, or list items pasted right after the last item of their
 * list), runs the content check, then makes the guide's three mistakes and compares the
 * output with the guide's example, line for line.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parseDocument } from "yaml";
import { collectionOfFile } from "~/content/admin-menu";
import { checkContent } from "~/content/content-check.server";
import { formatProblems } from "~/content/problems";
import { type CollectionDefinition, registry } from "~/content/registry";

const guide = fs.readFileSync("CONTENT.md", "utf8");
/**
 * The guide's code blocks: a template says where it goes after its language, as
 * `file=content/<the new file>` (a whole file) or `list=content/<file>:<path.of.the.list>`
 * (an item to paste after the last item of that list); GitHub shows only the code.
 */
const codeBlocks = [...guide.matchAll(/```(\w*)([^\n]*)\n([\s\S]*?)```/g)].map(([, language, info, text]) => ({
  language,
  target: /\b(file|list)=content\/(\S+)/.exec(info ?? ""),
  text: text ?? "",
}));
/** Templates of whole files, in the guide's order, each with the file it becomes. */
const fileTemplates = codeBlocks.flatMap(({ target, text }) =>
  target?.[1] === "file" ? [{ file: target[2] ?? "", text }] : [],
);
/** List items to paste, in the guide's order, each with the file and the path of its list. */
const itemTemplates = codeBlocks.flatMap(({ target, text }) => {
  if (target?.[1] !== "list") return [];
  const [file = "", listPath = ""] = (target[2] ?? "").split(":");
  const keys = listPath.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  return [{ file, listPath: keys, text }];
});
const exampleOutput = codeBlocks.find(({ text }) => text.startsWith("content/"))?.text ?? "";

let root: string;
let folder: string;
/** The length of each list before and after its item was pasted. */
const listLengths: [before: number, after: number][] = [];

const listLength = (file: string, listPath: (string | number)[]) =>
  (parseDocument(fs.readFileSync(file, "utf8")).getIn(listPath, true) as { items: unknown[] }).items.length;

/** Pastes `item` on the line after the last item of the list at `listPath`, as an editor does. */
function pasteAfterLastItem(file: string, listPath: (string | number)[], item: string) {
  const text = fs.readFileSync(file, "utf8");
  const list = parseDocument(text).getIn(listPath, true) as { items: { range?: [number, number, number] }[] };
  const end = list.items.at(-1)?.range?.[1] ?? text.length;
  const lineEnd = text.indexOf("\n", end - 1);
  const at = lineEnd === -1 ? text.length : lineEnd + 1;
  fs.writeFileSync(file, `${text.slice(0, at)}${item}${text.slice(at)}`);
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-guide-"));
  // Named content/, so the check names files as the guide's example does.
  root = path.join(folder, "content");
  fs.cpSync("tests/fixtures/content/site", root, { recursive: true });
  fs.mkdirSync(path.join(root, "gallery/2026"));
  for (const name of ["photo-01.jpg", "photo-02.jpg"]) {
    const photo = sharp({ create: { width: 1200, height: 800, channels: 3, background: "#8a6d5a" } });
    await photo.jpeg().toFile(path.join(root, "gallery/2026", name));
  }
  for (const { file, text } of fileTemplates) fs.writeFileSync(path.join(root, file), text);
  itemTemplates.forEach(({ file, listPath, text }) => {
    const before = listLength(path.join(root, file), listPath);
    pasteAfterLastItem(path.join(root, file), listPath, text);
    listLengths.push([before, listLength(path.join(root, file), listPath)]);
  });
});

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

test("the guide says where each template goes: a new file of each collection of entries, a list item of each page", () => {
  // Every template is a file or a list item of its own (a block that is neither is not pasted).
  const templates = codeBlocks.filter(({ text }) => /^(---\n|academicYear: |year: | +- )/.test(text));
  expect(templates.filter(({ target }) => !target)).toEqual([]);
  const collectionsOfNewFiles = new Set(fileTemplates.map(({ file }) => collectionOfFile(file)));
  expect(fileTemplates.filter(({ file }) => !collectionOfFile(file))).toEqual([]);
  expect(collectionsOfNewFiles.size).toBeGreaterThan(5);
  expect(itemTemplates.length).toBeGreaterThan(5);
  expect(exampleOutput).toMatch(/\n3 problems in 3 files\n$/);
});

test("every template, pasted as the guide says, passes the content check", async () => {
  expect(listLengths).toEqual(listLengths.map(([before]) => [before, before + 1]));
  const { problems, counts } = await checkContent({ root });
  expect(formatProblems(problems)).toBe("0 problems in 0 files");
  // Each collection that got a new file is counted.
  const counted = fileTemplates.flatMap(({ file }) => {
    const name = collectionOfFile(file);
    const definition: CollectionDefinition | undefined = name ? registry[name] : undefined;
    return definition ? [definition.counted?.[1] ?? definition.label] : [];
  });
  expect(counted.length).toBe(fileTemplates.length);
  for (const many of counted) expect(counts).toMatch(new RegExp(`(^|, )\\d+ ${many}(,|$)`));
});

test("the guide's three mistakes give the output the guide shows", async () => {
  // The files of the guide's example, in its order: a typo in the new article, a year's .yml twin, a late quiz.
  const [typo = "", twin = "", late = ""] = exampleOutput
    .split("\n")
    .slice(0, 3)
    .map((line) => path.join(root, (line.split(/[:\s]/)[0] ?? "").replace(/^content\//, "")));
  fs.writeFileSync(typo, fs.readFileSync(typo, "utf8").replace("tag: Alumni\n", "tag: Alumni\ndarft: true\n"));
  fs.copyFileSync(twin.replace(/\.yml$/, ".yaml"), twin);
  fs.writeFileSync(
    late,
    [
      "---",
      "title: Late Night Quiz",
      "startDate: 2026-03-12",
      'startTime: "22:00"',
      'endTime: "19:00"',
      "location: Erasmus Pavilion, Woudestein Campus",
      "image: ../images/events/event-01.jpg",
      "imageAlt: Illustration of a stage under spotlights",
      "---",
      "",
    ].join("\n"),
  );
  const { problems } = await checkContent({ root });
  expect(`${formatProblems(problems)}\n`).toBe(exampleOutput);
});
