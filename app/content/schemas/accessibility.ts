/**
 * content/accessibility.yaml: the accessibility statement at /accessibility, in the parts
 * the statements of public bodies in the Netherlands have (the standard, how it is checked,
 * what does not meet it yet and what is done about it, how to report a problem), and the
 * day the board last reviewed it. The number of pages the tests check and the mailbox for
 * reports are not written here: the page takes them from the build and the site settings.
 */
import { z } from "zod";
import { described } from "../field-description";
import { type FieldReader, isoDay } from "./date-rules";
import { group, line, lines, prose, titleAndText } from "./fields";

/** Where the checks' text says how many pages the tests check; the page writes the number there. */
export const pageCountMark = "{pages}";

/** The checks' intro: a text that says where the number of pages goes. */
const checksIntro = described(
  z
    .string()
    .min(1)
    .refine((text) => text.includes(pageCountMark), {
      message: `the number of pages is missing → write ${pageCountMark} where the page shows how many pages the tests check`,
    }),
  {
    label: "Intro",
    widget: "text",
    hint: `What is checked and when. The page writes the number of pages the tests check where the text says ${pageCountMark}.`,
    example: `Every change is tested before it is published, on all ${pageCountMark} pages of the site:`,
  },
);

/** Something that does not meet the standard yet, and what is done about it. */
const knownProblemSchema = z.strictObject({
  title: line("What", { example: "The editor at /admin" }),
  text: prose("Why it falls short", { hint: "What does not work, and for whom." }),
  action: prose("What we do about it"),
});

/** The statement's fields, with the review day's messages for the given reader. */
const statementFieldsFor = (reader: FieldReader) => ({
  title: line("Title", { example: "Accessibility statement" }),
  intro: prose("Intro", { hint: "Who wants what: the first paragraph of the page." }),
  standard: titleAndText("The standard"),
  checks: group("How it is checked", {
    title: line("Title"),
    intro: checksIntro,
    items: lines("Checks", "Check", "What the tests check, one per line."),
  }),
  knownProblems: group("Known problems", {
    title: line("Title"),
    intro: prose("Intro"),
    items: described(z.array(knownProblemSchema).default([]), {
      label: "Problems",
      item: "Problem",
      hint: "Each part of the site that does not meet the standard yet, and what is done about it.",
      summary: "{{fields.title}}",
    }),
  }),
  report: group("Report a problem", {
    title: line("Title"),
    text: prose("Text", {
      hint: "How to report a problem and ask for the content another way; the page adds the feedback mailbox of the site settings below it.",
    }),
  }),
  lastReviewed: described(isoDay("lastReviewed", reader, "2026-11-29"), {
    label: "Last reviewed by the board",
    widget: "day",
    hint: "The day the board last read the statement through and found it true; the site health check lists it when this is more than a year ago.",
    example: "2026-11-29",
  }),
});

export const accessibilitySchema = z.strictObject(statementFieldsFor("file"));
/** The same rules, with the review day's messages for the /admin form. */
export const accessibilityFormSchema = z.strictObject(statementFieldsFor("form"));

export type AccessibilityContent = z.infer<typeof accessibilitySchema>;
