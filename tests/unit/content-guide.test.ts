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
import { checkContent } from "~/content/content-check.server";
import { formatProblems } from "~/content/problems";

const guide = fs.readFileSync("CONTENT.md", "utf8");
const codeBlocks = [...guide.matchAll(/```(\w*)\n([\s\S]*?)```/g)].map(([, language, text]) => ({
  language,
  text: text ?? "",
}));
/** Templates of whole files, in the guide's order, and the file each becomes. */
const fileTemplates = codeBlocks.filter(({ text }) => /^(---|academicYear: .*|year: .*)\n/.test(text));
const newFiles = [
  "blog/meet-our-new-chair.md",
  "events/winter-drinks-2026.md",
  "events/introduction-days-2026.md",
  "events/new-years-party-2026.md",
  "board/2026-2027.yaml",
  "gallery/2026/album.yaml",
  "roles/partnerships-coordinator.md",
  "teams/partnerships.md",
];
/** List items to paste, in the guide's order, and the list each is pasted into. */
const itemTemplates = codeBlocks.filter(({ language, text }) => language === "yaml" && /^ +- /.test(text));
const lists: [file: string, list: (string | number)[]][] = [
  ["home.yaml", ["statistics"]],
  ["about.yaml", ["timeline", "entries"]],
  ["about.yaml", ["values", "items"]],
  ["program.yaml", ["sections", 0, "links"]],
  ["program.yaml", ["sections"]],
  ["join.yaml", ["offers", "items"]],
  ["join.yaml", ["applicationProcess", "tabs"]],
  ["join.yaml", ["faq", "entries"]],
  ["support/support.yaml", ["resources", "items"]],
  ["support/support.yaml", ["groupChats", "items"]],
];
const exampleOutput = codeBlocks.find(({ text }) => text.startsWith("content/blog/"))?.text ?? "";

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
  fileTemplates.forEach(({ text }, index) => {
    fs.writeFileSync(path.join(root, newFiles[index] ?? ""), text);
  });
  itemTemplates.forEach(({ text }, index) => {
    const [file, listPath] = lists[index] ?? ["", []];
    const before = listLength(path.join(root, file), listPath);
    pasteAfterLastItem(path.join(root, file), listPath, text);
    listLengths.push([before, listLength(path.join(root, file), listPath)]);
  });
});

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

test("the guide has a template for every kind of file and list item this test pastes", () => {
  expect(fileTemplates).toHaveLength(newFiles.length);
  expect(itemTemplates).toHaveLength(lists.length);
  expect(exampleOutput).toMatch(/\n3 problems in 3 files\n$/);
});

test("every template, pasted as the guide says, passes the content check", async () => {
  expect(listLengths).toEqual(listLengths.map(([before]) => [before, before + 1]));
  const { problems, counts } = await checkContent({ root });
  expect(formatProblems(problems)).toBe("0 problems in 0 files");
  for (const counted of ["articles", "events", "board years", "teams", "roles", "photo albums"]) {
    expect(counts).toMatch(new RegExp(`(^|, )\\d+ ${counted}(,|$)`));
  }
});

test("the guide's three mistakes give the output the guide shows", async () => {
  const article = path.join(root, "blog/meet-our-new-chair.md");
  fs.writeFileSync(article, fs.readFileSync(article, "utf8").replace("tag: Alumni\n", "tag: Alumni\ndarft: true\n"));
  fs.copyFileSync(path.join(root, "board/2019-2020.yaml"), path.join(root, "board/2019-2020.yml"));
  fs.writeFileSync(
    path.join(root, "events/late-quiz.md"),
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
