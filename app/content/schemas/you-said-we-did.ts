/** The 'You said, we did' items (content/you-said-we-did/), with the rules between their status, days and reason. */
import { z } from "zod";
import { readIsoDay } from "~/lib/event-fields";
import { saidProgrammes, saidStatuses } from "~/lib/you-said-we-did";
import { described } from "../field-description";
import { type FieldReader, formDays, isoDay } from "./date-rules";
import { line, prose, toggle } from "./fields";
import type { FileRule } from "./file-rules";
import { httpsUrlProblem } from "./rules";

/** The day fields of a 'You said, we did' item, with the labels the form's messages name. */
export const saidDayLabels = { raisedOn: "Raised on", doneOn: "Done on" } as const;

/** A link to an article of this site ('/blog/<slug>', which the content check finds) or a full https:// address. */
const reportLink = z.string().superRefine((value, context) => {
  if (value.startsWith("/")) {
    if (!/^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) {
      context.addIssue({
        code: "custom",
        message: `${JSON.stringify(value)} is not an article of this site → write /blog/ and the article's file name, e.g. /blog/course-evaluations-2025`,
      });
    }
    return;
  }
  const problem = httpsUrlProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/** An item's fields, with the messages of their own rules for the given reader. */
const saidFieldsFor = (reader: FieldReader) => ({
  title: line("Title", {
    hint: "A short heading for the item; /admin names a new file after it.",
    example: "Lecture recordings for every IBA course",
  }),
  raised: prose("You said", {
    hint: "What students raised, in a sentence or two.",
    example: "Students asked for recordings of every lecture, not only of some.",
  }),
  programme: described(z.enum(saidProgrammes), {
    label: "Programme",
    hint: "The programme it concerns; 'All programmes' shows under every programme's filter.",
    example: "IBA",
  }),
  status: described(z.enum(saidStatuses), {
    label: "Status",
    hint: "Where it stands: 'Done' needs the day it was done, 'Not possible' the reason why.",
    example: "Done",
  }),
  raisedOn: described(isoDay("raisedOn", reader, "2025-03-14"), {
    label: saidDayLabels.raisedOn,
    widget: "day",
    hint: "The day students raised it; the page lists the newest first.",
    example: "2025-03-14",
  }),
  doneOn: described(isoDay("doneOn", reader, "2025-03-14"), {
    label: saidDayLabels.doneOn,
    widget: "day",
    hint: "Only for 'Done': the day it was done, not before the day it was raised.",
    example: "2025-09-01",
  }).optional(),
  reason: prose("Why not", {
    hint: "Only for 'Not possible', and needed then: why it could not be done.",
    example: "The exam schedule is set by the university for every faculty at once.",
  }).optional(),
  link: described(reportLink, {
    label: "Report or article",
    hint: "Optional: an article of this site (/blog/ and its file name) or a full https:// address of a report.",
    example: "/blog/course-evaluations-2025",
    linksTo: "blog",
  }).optional(),
  draft: toggle("Draft", "On hides the item everywhere."),
});

/** The fields the rules between the status and the other fields read, when each is well-formed on its own. */
const saidRuleFields = z.object({
  status: z.enum(saidStatuses),
  raisedOn: z.string(),
  doneOn: z.string().optional(),
  reason: z.string().optional(),
});

/** How a message names a field: its key in the file, or its label in the form. */
type SaidWording = (field: "doneOn" | "raisedOn" | "reason" | "status") => string;
const saidFileWording: SaidWording = (field) => field;
const saidFormLabels = { ...saidDayLabels, reason: "Why not", status: "Status" } as const;
const saidFormWording: SaidWording = (field) => `'${saidFormLabels[field]}'`;

/** A 'You said, we did' file's fields and the rules between its status, days and reason, for the given reader, in the given words. */
function youSaidWeDidSchemaIn(reader: FieldReader, name: SaidWording) {
  return z.strictObject(saidFieldsFor(reader)).superRefine(
    (item, context) => {
      const issue = (path: "doneOn" | "reason", message: string) =>
        context.addIssue({ code: "custom", path: [path], message });
      if (item.status === "Done" && item.doneOn === undefined) {
        issue("doneOn", `missing → a done item needs the day it was done: add ${name("doneOn")}`);
      }
      if (item.status !== "Done" && item.doneOn !== undefined) {
        issue(
          "doneOn",
          `only a done item has the day it was done → remove ${name("doneOn")}, or set ${name("status")} to Done`,
        );
      }
      if (
        item.doneOn !== undefined &&
        readIsoDay(item.doneOn) &&
        readIsoDay(item.raisedOn) &&
        item.doneOn < item.raisedOn
      ) {
        const day = reader === "form" ? formDays.day : (isoDay: string) => isoDay;
        issue(
          "doneOn",
          `${day(item.doneOn)} is before the day it was raised (${day(item.raisedOn)}) → write the day it was done`,
        );
      }
      if (item.status === "Not possible" && item.reason === undefined) {
        issue("reason", `missing → say why it was not possible: add ${name("reason")}`);
      }
      if (item.status !== "Not possible" && item.reason !== undefined) {
        issue(
          "reason",
          `only an item that was not possible has a reason → remove ${name("reason")}, or set ${name("status")} to Not possible`,
        );
      }
    },
    { when: (payload) => saidRuleFields.safeParse(payload.value).success },
  );
}

/** content/you-said-we-did/<slug>.md front matter; the optional Markdown body is what was done ('We did'). */
export const youSaidWeDidSchema = youSaidWeDidSchemaIn("file", saidFileWording);
/** The same rules, with messages that name the form's labels (/admin). */
export const youSaidWeDidFormSchema = youSaidWeDidSchemaIn("form", saidFormWording);

/** A report link to an article must name one that exists. */
export const youSaidWeDidRules: FileRule<{ link?: string | undefined }>[] = [
  {
    rule: "a link /blog/<slug> names an article of content/blog/",
    form: "runs",
    where:
      'the field\'s description says `linksTo: "blog"`; the checked widget asks Decap whether an article of that file name exists (its `query`) and refuses the link at the field when none does',
    check: ({ data }, context) => {
      const slug = data.link?.startsWith("/blog/") ? data.link.slice("/blog/".length) : undefined;
      if (slug === undefined || context.ids("blog").has(slug)) return [];
      return [
        {
          field: ["link"],
          message: `there is no article content/blog/${slug}.md → write /blog/ and the name of a file in content/blog/ without .md`,
        },
      ];
    },
  },
];

export type YouSaidWeDidFrontmatter = z.infer<typeof youSaidWeDidSchema>;
