/** The content check on the years of representatives: every mistake at once, and at least one year. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { checked } from "./collections.server";
import { checkContent } from "./content-check.server";
import { formatProblems } from "./problems";

const fixture = (name: string) => path.join("tests/fixtures/content", name);

describe("representatives years", () => {
  test("a wrong year inside or in the name, an unknown programme, a study year Pre-MSc lacks or out of range, a personal-looking mailbox written wrong, someone listed twice", async () => {
    const { problems, counts } = await checkContent({
      root: fixture("bad-representatives"),
      collections: [checked("representatives")],
    });
    const at = "tests/fixtures/content/bad-representatives/representatives";
    expect(formatProblems(problems).split("\n")).toEqual([
      `${at}/2023-2024.yaml:11  representatives.2.name  "Bo Fixture" is listed twice for BA "year 2" in this year → keep one entry`,
      `${at}/2024-2025.yaml:1  academicYear  "2023-2024" is not the year of this file → write academicYear: 2024-2025`,
      `${at}/2025-2026.yaml:4  representatives.0.programme  "MSc" is not allowed here → write one of: IBA, BA, Pre-MSc`,
      `${at}/2025-2026.yaml:8  representatives.1.year  Pre-MSc is a one-year programme → leave the study year empty`,
      `${at}/2025-2026.yaml:12  representatives.2.year  4 is too large → write a study year from 1 to 3`,
      `${at}/2025-2026.yaml:18  representatives.3.mailbox  "noor at sr-rsm.nl" is not an email address → write "noor@sr-rsm.nl"`,
      `${at}/2025-2027.yaml:1  academicYear  two years in a row, e.g. 2026-2027`,
      "7 problems in 4 files",
    ]);
    expect(counts).toBe("4 years of representatives, 0 images");
  });

  test("the page needs one year at least", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "sr-representatives-"));
    try {
      const { problems } = await checkContent({ root, collections: [checked("representatives")] });
      expect(problems.map((problem) => problem.message)).toEqual([
        "has no years of representatives → add one: content/representatives/<yyyy>-<yyyy>.yaml",
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
