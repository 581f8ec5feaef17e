/** The events (content/events/), with the rules between their date and time fields. */
import { z } from "zod";
import {
  clockTimeProblem,
  type EventTiming,
  eventTimingProblems,
  fileWording,
  formWording,
  isoDayProblem,
  type TimingWording,
} from "~/lib/event-fields";
import { described } from "../field-description";
import { alt, image, line, toggle, webAddress } from "./fields";

/**
 * A day field of an event, 'YYYY-MM-DD'. YAML 1.2 (the `yaml` package's default) keeps an
 * unquoted 2024-10-31 a string; a YAML 1.1 reader would make it a Date, which is turned
 * back into its day so such a reader cannot shift the date.
 */
function eventDay(field: "startDate" | "endDate") {
  return z.preprocess(
    (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
    z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? `missing → add ${field}: YYYY-MM-DD, e.g. ${field}: 2025-05-22`
            : `not a date → write ${field}: YYYY-MM-DD, e.g. ${field}: 2025-05-22`,
      })
      .superRefine((text, context) => {
        const problem = isoDayProblem(field, text);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
  );
}

/** A time field of an event, 'HH:mm' on the 24-hour Amsterdam clock. */
function eventTime(field: "startTime" | "endTime") {
  return z
    .string({ error: `not a time → write ${field}: "HH:mm" on the 24-hour clock, in quotes, e.g. "19:00"` })
    .superRefine((text, context) => {
      const problem = clockTimeProblem(field, text);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });
}

/** The fields the rules between date and time fields read, when each is well-formed on its own. */
const eventTimingFields = z.object({
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  allDay: z.boolean().optional(),
  startTime: z.string().optional(),
  endTime: z.string().optional(),
  endsNextDay: z.boolean().optional(),
});

/** The date and time fields' labels: the form's messages name them. */
export const eventTimingLabels = {
  startDate: "Start date",
  endDate: "End date",
  allDay: "All day",
  startTime: "Start time",
  endTime: "End time",
  endsNextDay: "Ends the next day",
} as const satisfies Record<keyof EventTiming, string>;

const eventFields = {
  title: line("Title", { example: "Spring Boat Tour" }),
  startDate: described(eventDay("startDate"), {
    label: eventTimingLabels.startDate,
    widget: "day",
    hint: "The first (or only) day.",
    example: "2025-05-22",
  }),
  endDate: described(eventDay("endDate"), {
    label: eventTimingLabels.endDate,
    widget: "day",
    hint: "The last day of an event over several days, not before the start date; leave empty for one day.",
    example: "2025-05-24",
  }).optional(),
  allDay: described(z.boolean(), {
    label: eventTimingLabels.allDay,
    hint: "On for an event without times (then leave the times empty).",
    example: "true",
  }).optional(),
  startTime: described(eventTime("startTime"), {
    label: eventTimingLabels.startTime,
    widget: "time",
    hint: "On the 24-hour Amsterdam clock; needed unless the event is all day.",
    example: "18:00",
  }).optional(),
  endTime: described(eventTime("endTime"), {
    label: eventTimingLabels.endTime,
    widget: "time",
    hint: "Leave empty and the calendar entry lasts 2 hours.",
    example: "20:00",
  }).optional(),
  endsNextDay: described(z.boolean(), {
    label: eventTimingLabels.endsNextDay,
    hint: "On when the end time is after midnight (22:00 - 02:00): it is on the next day.",
    example: "true",
  }).optional(),
  location: line("Location", { example: "Polak Building, Erasmus University Rotterdam" }),
  image: image("Image", { example: "../images/events/boat-tour.jpg" }),
  imageAlt: alt(),
  hidePastEventTag: toggle("Hide the 'Past Event' badge", "On hides the badge once the event is over."),
  registrationUrl: webAddress("Registration form", {
    hint: "The Register button links to it until the event has ended.",
    example: "https://forms.example.org/register",
  }).optional(),
  draft: toggle("Draft", "On hides the event everywhere."),
};

/** An event file's fields and the rules between its date and time fields, in the given words. */
function eventSchemaIn(words: TimingWording) {
  return z.strictObject(eventFields).superRefine(
    (event, context) => {
      for (const { field, message } of eventTimingProblems(event, words)) {
        context.addIssue({ code: "custom", path: [field], message });
      }
    },
    {
      // Runs beside the other fields' problems (every problem at once), but only when
      // the fields it compares have the right types.
      when: (payload) => eventTimingFields.safeParse(payload.value).success,
    },
  );
}

/** content/events/<id>.md frontmatter; the optional body is a longer description. */
export const eventSchema = eventSchemaIn(fileWording);
/** The same rules, with messages that name the form's labels (/admin). */
export const eventFormSchema = eventSchemaIn(formWording(eventTimingLabels));

export type EventFrontmatter = z.infer<typeof eventSchema>;
