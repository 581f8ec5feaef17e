/**
 * docs/decisions/README.md, the index of the architecture decision records, is held to the
 * folder: every record is listed once, under its own title and date; no row links a file
 * that does not exist; every "superseded by N" of a record's header (the lines above its
 * first section) points at a record that exists, and the record's row names N; and the
 * numbers the index says are not used are exactly those no file has.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const folder = "docs/decisions";
const indexFile = "README.md";

/** A record's file name: its three-digit number, then its words ('029-one-collection-registry.md'). */
const recordName = /^(\d{3})-[a-z0-9-]+\.md$/;

/** A row of the index: `| 029 | [Title](029-file.md) | 2026-11-28 | partly superseded by 046 |`. */
const rowPattern = /^\| (\d{3}) \| \[(.+)\]\(([^)]+)\) \| (\d{4}-\d{2}-\d{2}) \| ([^|]+) \|$/;

type Row = { number: string; title: string; file: string; date: string; status: string };

/** The records that supersede a record, in part or whole, as its header says: 'superseded by 015 …, and by 017', 'by 043 (…) and 045'. */
function supersededBy(header: string): string[] {
  const numbers = header
    .replace(/\s+/g, " ")
    .split(/\.(?: |$)/)
    .flatMap((sentence) => {
      const at = sentence.search(/superseded by/i);
      return at < 0 ? [] : [...sentence.slice(at).matchAll(/(?:by|and|,) (\d{3})\b/g)].map((match) => match[1] ?? "");
    });
  return [...new Set(numbers)];
}

/** What is wrong with the index against the records: an empty list when they agree. */
function indexProblems(records: ReadonlyMap<string, string>, index: string): string[] {
  const problems: string[] = [];
  const rows: Row[] = index.split("\n").flatMap((line) => {
    const match = rowPattern.exec(line.trim());
    if (!match) return [];
    const [, number = "", title = "", file = "", date = "", status = ""] = match;
    return [{ number, title: title.replaceAll("\\|", "|"), file, date, status: status.trim() }];
  });
  const rowsByFile = new Map<string, Row[]>();
  for (const row of rows) rowsByFile.set(row.file, [...(rowsByFile.get(row.file) ?? []), row]);

  for (const row of rows) {
    if (!records.has(row.file)) problems.push(`the index lists ${row.file}, which does not exist`);
    else if (!row.file.startsWith(`${row.number}-`)) problems.push(`the index lists ${row.file} as ${row.number}`);
  }
  const numbers = new Set<number>();
  for (const [file, text] of records) {
    const number = file.slice(0, 3);
    numbers.add(Number(number));
    const listed = rowsByFile.get(file) ?? [];
    if (listed.length !== 1) {
      problems.push(`${file} is listed ${listed.length} times in the index`);
      continue;
    }
    const [row] = listed as [Row];
    const [header = ""] = text.split(/^## /m);
    const title = /^# (\d{3}) — (.+)$/m.exec(header);
    if (title?.[1] !== number) problems.push(`${file}: its first line is not '# ${number} — <title>'`);
    else if (title[2]?.trim() !== row.title) problems.push(`${file}: the index's title is not its own ('${title[2]}')`);
    const date = /Date: (\d{4}-\d{2}-\d{2})/.exec(header)?.[1];
    if (date !== row.date) problems.push(`${file}: dated ${date ?? "nowhere"}, the index says ${row.date}`);
    const by = supersededBy(header);
    for (const later of by) {
      if (![...records.keys()].some((name) => name.startsWith(`${later}-`)))
        problems.push(`${file}: superseded by ${later}, which does not exist`);
      if (!new RegExp(`\\b${later}\\b`).test(row.status))
        problems.push(`${file}: superseded by ${later}, which its row's status does not name`);
    }
    if (by.length === 0 && row.status !== "accepted") problems.push(`${file}: accepted, the index says ${row.status}`);
  }

  const unused = /^Numbers not used: ([\d, ]+)\./m.exec(index)?.[1]?.split(/, */) ?? [];
  const highest = Math.max(0, ...numbers);
  const gaps = Array.from({ length: highest }, (_, at) => at + 1)
    .filter((number) => !numbers.has(number))
    .map((number) => String(number).padStart(3, "0"));
  if (unused.join() !== gaps.join())
    problems.push(`the index says the numbers not used are ${unused.join(", ")}; they are ${gaps.join(", ")}`);
  return problems;
}

function readRecords(): Map<string, string> {
  return new Map(
    fs
      .readdirSync(folder)
      .filter((file) => recordName.test(file))
      .sort()
      .map((file) => [file, fs.readFileSync(path.join(folder, file), "utf8")]),
  );
}

test("the index lists every decision record under its title, date and status, and nothing else", () => {
  const records = readRecords();
  // Not vacuous: the folder holds the records and the index has a row for each.
  expect(records.size).toBeGreaterThan(40);
  expect(indexProblems(records, fs.readFileSync(path.join(folder, indexFile), "utf8"))).toEqual([]);
});

test("every record the headers call superseded by is found, however the sentence names it", () => {
  expect(supersededBy("Status: accepted; superseded by 015 where it splits, and its icon bullet by 009.")).toEqual([
    "015",
    "009",
  ]);
  expect(supersededBy("Partly superseded by 043 (the image field) and 045 (uploads).\n\nDate: 2026-11-28.")).toEqual([
    "043",
    "045",
  ]);
  // Another record's number outside a "superseded by" sentence is not one: 'Extends 011'.
  expect(supersededBy("Date: 2026-11-28. Status: accepted. Extends 011 (the CMS at /admin).")).toEqual([]);
});

test("the probe: a record left out, a row of no file, a superseding record missing and a stale list of unused numbers each fail", () => {
  const records = new Map([
    ["001-first.md", "# 001 — First\n\nDate: 2026-11-22. Status: accepted.\n\n## Context\n"],
    ["003-third.md", "# 003 — Third\nPartly superseded by 004 (a part).\n\nDate: 2026-11-23.\n\n## Context\n"],
  ]);
  const index = [
    "| No. | Title | Date | Status |",
    "| --- | --- | --- | --- |",
    "| 002 | [Second](002-second.md) | 2026-11-22 | accepted |",
    "| 003 | [Third](003-third.md) | 2026-11-23 | accepted |",
    "",
    "Numbers not used: 028.",
  ].join("\n");
  expect(indexProblems(records, index)).toEqual([
    "the index lists 002-second.md, which does not exist",
    "001-first.md is listed 0 times in the index",
    "003-third.md: superseded by 004, which does not exist",
    "003-third.md: superseded by 004, which its row's status does not name",
    "the index says the numbers not used are 028; they are 002",
  ]);
});
