/**
 * The /admin form reads and shows days first ('13-11-2026') and says back what it read in
 * words: the messages of the rules between its date fields name days the same way, never in
 * the files' year-first spelling, which the form shows nowhere else. The content check keeps
 * the files' spelling.
 */
import { expect, test } from "vitest";
import type { z } from "zod";
import { eventFormSchema, eventSchema } from "./schemas/events";
import { youSaidWeDidFormSchema, youSaidWeDidSchema } from "./schemas/you-said-we-did";

/** Every issue of `value` as 'path: message'. */
function issues(schema: z.ZodType, value: Record<string, unknown>): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

const event = {
  title: "Quiz",
  location: "Pavilion",
  image: "../images/quiz.jpg",
  imageAlt: "A stage",
  startDate: "2026-11-14",
  endDate: "2026-11-13",
  allDay: true,
};

test("an event's End date before its Start date: both days in words, the fix as the field is typed", () => {
  expect(issues(eventFormSchema, event)).toEqual([
    "endDate: “End date” Friday 13 November 2026 is before “Start date” Saturday 14 November 2026 → write the event's last day as “End date”, 14-11-2026 or later",
  ]);
  expect(issues(eventSchema, event)).toEqual([
    "endDate: endDate 2026-11-13 is before startDate 2026-11-14 → write the event's last day as endDate, 2026-11-14 or later",
  ]);
});

test("a 'You said, we did' item done before it was raised: both days in words", () => {
  const item = {
    title: "Quiet rooms",
    raised: "No quiet place to study.",
    programme: "BA",
    status: "Done",
    raisedOn: "2025-04-02",
    doneOn: "2025-03-15",
  };
  expect(issues(youSaidWeDidFormSchema, item)).toEqual([
    "doneOn: Saturday 15 March 2025 is before the day it was raised (Wednesday 2 April 2025) → write the day it was done",
  ]);
  expect(issues(youSaidWeDidSchema, item)).toEqual([
    "doneOn: 2025-03-15 is before the day it was raised (2025-04-02) → write the day it was done",
  ]);
});
