/** The events (content/events/), with the rules between their date and time fields. */
import { z } from "zod";
import {
  type EventTiming,
  eventTimingProblems,
  fileWording,
  formWording,
  type TimingWording,
} from "~/lib/event-fields";
import { described } from "../field-description";
import { clockTime, type FieldReader, formDays, isoDay } from "./date-rules";
import { alt, image, line, toggle, webAddress } from "./fields";

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

/** An event file's fields, with the messages of their own rules for the given reader. */
const eventFieldsFor = (reader: FieldReader) => ({
  title: line("Title", { example: "Spring Boat Tour" }),
  startDate: described(isoDay("startDate", reader, "2025-05-22"), {
    label: eventTimingLabels.startDate,
    widget: "day",
    hint: "The first (or only) day.",
    example: "2025-05-22",
  }),
  endDate: described(isoDay("endDate", reader, "2025-05-22"), {
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
  startTime: described(clockTime("startTime", reader), {
    label: eventTimingLabels.startTime,
    widget: "time",
    hint: "On the 24-hour Amsterdam clock; needed unless the event is all day.",
    example: "18:00",
  }).optional(),
  endTime: described(clockTime("endTime", reader), {
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
});

/** An event file's fields and the rules between its date and time fields, for the given reader, in the given words. */
function eventSchemaIn(reader: FieldReader, words: TimingWording) {
  return z.strictObject(eventFieldsFor(reader)).superRefine(
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
export const eventSchema = eventSchemaIn("file", fileWording);
/** The same rules, with messages that name the form's labels and days (/admin). */
export const eventFormSchema = eventSchemaIn("form", formWording(eventTimingLabels, formDays));

export type EventFrontmatter = z.infer<typeof eventSchema>;
