/**
 * 'You said, we did' on the tests' own content (tests/fixtures/content/site/you-said-we-did:
 * seven published items, every status and programme, and a draft), and the content check
 * on a folder with one mistake an editor could make per file.
 */
import { describe, expect, test } from "vitest";
import { days } from "../../tests/date-strings";
import { checked } from "./collections.server";
import { checkContent } from "./content-check.server";
import { formatProblems } from "./problems";
import { youSaidWeDidFormSchema } from "./schemas/you-said-we-did";
import { latestDoneItems, loadYouSaidWeDid } from "./you-said-we-did.server";

describe("the loader", () => {
  test("lists every published item newest raised first, the draft left out", () => {
    expect(loadYouSaidWeDid().map((item) => item.id)).toEqual([
      "more-water-fountains",
      "group-work-grading",
      "quiet-study-rooms",
      "friday-evening-exams",
      "recorded-lectures-iba",
      "exam-feedback-within-three-weeks",
      "pre-msc-course-overview",
    ]);
  });

  test("an item carries its anchor, its days as the page writes them, its body and its link", () => {
    const items = new Map(loadYouSaidWeDid().map((item) => [item.id, item]));
    expect(items.get("recorded-lectures-iba")).toMatchObject({
      anchor: "item-recorded-lectures-iba",
      programme: "IBA",
      status: "Done",
      raisedOn: "2025-02-10",
      raisedOnText: days["2025-02-10"],
      doneOn: "2025-09-01",
      doneOnText: days["2025-09-01"],
      link: { href: "/blog/a-year-of-program-advisory", internal: true },
    });
    expect(items.get("exam-feedback-within-three-weeks")?.doneHtml).toContain("<strong>within three weeks</strong>");
    expect(items.get("exam-feedback-within-three-weeks")?.link).toEqual({
      href: "https://reports.example.org/fixture-exam-feedback",
      internal: false,
    });
    expect(items.get("friday-evening-exams")).toMatchObject({
      status: "Not possible",
      reason: "The fixture exam schedule is set by the university for every faculty at once.",
    });
    expect(items.get("more-water-fountains")).toMatchObject({ status: "Raised", doneHtml: null });
    expect(items.get("more-water-fountains")).not.toHaveProperty("doneOn");
  });

  test("Home gets the three items done most recently, by the day they were done", () => {
    expect(latestDoneItems()).toEqual([
      expect.objectContaining({ anchor: "item-recorded-lectures-iba", doneOnText: days["2025-09-01"] }),
      expect.objectContaining({ anchor: "item-exam-feedback-within-three-weeks", programme: "All programmes" }),
      expect.objectContaining({ anchor: "item-quiet-study-rooms", doneOn: "2025-05-15" }),
    ]);
  });
});

test("the content check: one mistake per file, each with its line, field and what to write", async () => {
  const { problems, counts } = await checkContent({
    root: "tests/fixtures/content/bad-you-said-we-did",
    collections: [checked("you-said-we-did")],
  });
  const at = "tests/fixtures/content/bad-you-said-we-did/you-said-we-did";
  expect(formatProblems(problems).split("\n")).toEqual([
    `${at}/all-students.md:4  programme  "Everyone" is not allowed here → write one of: IBA, BA, Pre-MSc, All programmes`,
    `${at}/done-before-raised.md:7  doneOn  2025-03-15 is before the day it was raised (2025-04-02) → write the day it was done`,
    `${at}/done-day-on-raised.md:7  doneOn  only a done item has the day it was done → remove doneOn, or set status to Done`,
    `${at}/done-without-day.md:2  doneOn  missing → a done item needs the day it was done: add doneOn`,
    `${at}/dutch-date.md:6  raisedOn  "14-03-2025" is not written YYYY-MM-DD → write it as raisedOn: 2025-03-14`,
    `${at}/http-report.md:7  link  "http://reports.example.org/rooms" does not start with https:// → write "https://reports.example.org/rooms"`,
    `${at}/link-to-another-page.md:7  link  "/events" is not an article of this site → write /blog/ and the article's file name, e.g. /blog/course-evaluations-2025`,
    `${at}/missing-article.md:7  link  there is no article content/blog/no-such-article.md → write /blog/ and the name of a file in content/blog/ without .md`,
    `${at}/not-possible-without-reason.md:2  reason  missing → say why it was not possible: add reason`,
    `${at}/reason-on-in-progress.md:7  reason  only an item that was not possible has a reason → remove reason, or set status to Not possible`,
    `${at}/unknown-status.md:5  status  "Finished" is not allowed here → write one of: Raised, In progress, Done, Not possible`,
    "11 problems in 11 files",
  ]);
  expect(counts).toBe("11 'You said, we did' items, 0 images");
});

test("the form's words: a message in /admin names the field by its label", () => {
  const messages = (data: Record<string, unknown>) =>
    youSaidWeDidFormSchema.safeParse(data).error?.issues.map((issue) => issue.message);
  const base = { title: "T", raised: "R", programme: "BA", raisedOn: "2025-04-02" };
  expect(messages({ ...base, status: "Done" })).toEqual([
    "missing → a done item needs the day it was done: add 'Done on'",
  ]);
  expect(messages({ ...base, status: "In progress", reason: "Booked." })).toEqual([
    "only an item that was not possible has a reason → remove 'Why not', or set 'Status' to Not possible",
  ]);
  expect(messages({ ...base, status: "Done", doneOn: "2025-05-15" })).toBeUndefined();
});
