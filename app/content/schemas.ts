/**
 * The shape of every content file under content/, and beside each field's rule its one
 * description (label, hint, kind of input, example: field-description.ts). The /admin
 * forms and CONTENT.md's field tables are generated from these; loaders parse files with
 * these schemas at build time, so a wrong field fails the build with the file and field
 * named (see load.server.ts).
 */
import { z } from "zod";
import { blogTags } from "~/lib/blog";
import { isAcademicYear } from "~/lib/board";
import { formatHumanDate, parseHumanDate, parseIsoDate } from "~/lib/dates";
import {
  clockTimeProblem,
  type EventTiming,
  eventTimingProblems,
  fileWording,
  formWording,
  isoDayProblem,
  readIsoDay,
  suggestIsoDays,
  type TimingWording,
} from "~/lib/event-fields";
import { allProgrammesLabel } from "~/lib/group-chats";
import { maxStudyYear, programmes } from "~/lib/representatives";
import { saidProgrammes, saidStatuses } from "~/lib/you-said-we-did";
import { described, type FieldDescription } from "./field-description";

/** A path to an image, relative to the content file that mentions it. */
const imagePath = z.string().min(1, "an image path such as ../images/blog/photo.jpg");
/** Text describing an image for screen readers; required with every image. */
const altText = z.string().min(1, "a sentence describing the image for people who cannot see it");
/** CSS object-position for cropping, e.g. 'center 30%'. */
const imagePosition = z.string().regex(/^[a-z0-9%.\s-]+$/i, "a CSS object-position such as 'center 30%'");
/** 'a date like "November 20, 2025"': the editor's own day when they wrote 2025-11-20. */
function humanDateLike(input: unknown): string {
  const iso = typeof input === "string" ? parseIsoDate(input.trim()) : null;
  return `a date like "${formatHumanDate(iso ?? { year: 2025, month: 11, day: 1 })}"`;
}
/** Human date text: 'November 1, 2025', a day that exists. */
const humanDate = z
  .string()
  .regex(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/, { error: (issue) => humanDateLike(issue.input), abort: true })
  .refine((text) => parseHumanDate(text) !== null, {
    error: (issue) => `${JSON.stringify(issue.input)} is not a day of the calendar → write a date that exists`,
  });

/** A full web address that starts with https://. An address without it, or with http://, gets a message saying what to write instead. */
const httpsUrl = z.string().superRefine((value, context) => {
  const problem = httpsUrlProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

function httpsUrlProblem(value: string): string | undefined {
  const suggestion = value.startsWith("http://") ? `https://${value.slice("http://".length)}` : `https://${value}`;
  if (!value.startsWith("https://")) {
    return `${JSON.stringify(value)} does not start with https:// → write "${suggestion}"`;
  }
  try {
    const { hostname } = new URL(value);
    if (!hostname.includes("."))
      return `${JSON.stringify(value)} has no site name → write a full address such as "https://www.instagram.com/your-account"`;
  } catch {
    return `${JSON.stringify(value)} is not a web address → write a full address without spaces, such as "https://www.instagram.com/your-account"`;
  }
  return undefined;
}

/** A phone number in international form: '+', the country code, then the number; single spaces may group the digits. */
const internationalPhone = z.string().superRefine((value, context) => {
  if (/^\+[1-9](?: ?\d){7,14}$/.test(value)) return;
  context.addIssue({ code: "custom", message: `${JSON.stringify(value)} ${phoneAdvice(value)}` });
});

/** What to write instead of a phone number that is not in international form. */
function phoneAdvice(value: string): string {
  const digits = value
    .replace(/[^\d+ ]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  // A Dutch number as dialled at home (06 12345678) or from abroad (0031 6 12345678).
  const international = digits.startsWith("00")
    ? `+${digits.slice(2)}`
    : /^0[1-9]/.test(digits)
      ? `+31 ${digits.slice(1)}`
      : null;
  if (international && /^\+[1-9](?: ?\d){7,14}$/.test(international)) {
    return `is not in international form → write "${international}"`;
  }
  return 'is not a phone number in international form → write "+", the country code and the number, e.g. "+31 6 12345678"';
}

/** An email address, e.g. 'info@sr-rsm.nl'. */
const emailAddress = z.email({ error: (issue) => emailProblem(issue.input) });

/** What to write instead of a value that is not an email address; 'mailto:a@b.nl' and 'a at b.nl' get their plain form. */
function emailProblem(input: unknown): string {
  // Not text (a missing field, a number): the generic 'missing → add a line' message says it better.
  if (typeof input !== "string") return "an email address";
  const plain = input
    .trim()
    .replace(/^mailto:/i, "")
    .replace(/\s+at\s+/i, "@");
  const fix =
    plain !== input && z.email().safeParse(plain).success ? `write "${plain}"` : 'write one such as "info@sr-rsm.nl"';
  return `${JSON.stringify(input)} is not an email address → ${fix}`;
}

/** An id written in lowercase letters and digits joined by hyphens, e.g. 'motivation-letter'. */
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase letters, digits and hyphens only, e.g. 'motivation-letter'");

// ---------------------------------------------------------------- Described fields

type More = Omit<FieldDescription, "label">;

/** A one-line text that may not be empty. */
const line = (label: string, more: More = {}) => described(z.string().min(1), { label, ...more });
/** A text of a sentence or more. */
const prose = (label: string, more: More = {}) => described(z.string().min(1), { label, widget: "text", ...more });
/** An image file; the content check finds every image a file uses by this kind of field. */
const image = (label: string, more: More = {}) =>
  described(imagePath, { label, widget: "image", example: "../images/blog/photo.jpg", ...more });
/** The description of the image beside it, for screen readers. */
const alt = (label = "Image description") =>
  described(altText, {
    label,
    widget: "text",
    hint: "A sentence describing the image for people who cannot see it.",
    example: "Students talking on the Erasmus campus",
  });
/** A switch that is off unless the file says true. */
const toggle = (label: string, hint: string) => described(z.boolean().default(false), { label, hint, example: "true" });
/** A list of lines, at least one. */
const lines = (label: string, hint?: string) =>
  described(z.array(z.string().min(1)).min(1), { label, ...(hint ? { hint } : {}) });
/** A web address. */
const webAddress = (label: string, more: More = {}) =>
  described(httpsUrl, { label, example: "https://www.eur.nl/en/rsm", ...more });
/** An email address. */
const email = (label: string, more: More = {}) =>
  described(emailAddress, { label, example: "info@sr-rsm.nl", ...more });
/** A phone number in international form. */
const phone = (label: string, more: More = {}) =>
  described(internationalPhone, { label, example: "+31 10 408 1111", ...more });
/** A group of fields shown together. */
function group<Shape extends z.core.$ZodLooseShape>(label: string, shape: Shape, more: More = {}) {
  return described(z.strictObject(shape), { label, ...more });
}
/** A heading and the text under it. */
const titleAndText = (label: string) => group(label, { title: line("Title"), text: prose("Text") });
/** A heading and the intro under it. */
const titleAndIntro = (label: string, more: More = {}) =>
  group(label, { title: line("Title"), intro: prose("Intro") }, more);

// ---------------------------------------------------------------- Home and About

/** Statistic card on the Home hero carousel. */
export const statisticCardSchema = z.strictObject({
  number: described(z.number().int().nonnegative(), {
    label: "Number",
    hint: "The value the counter reaches.",
    example: "4500",
  }),
  suffix: described(z.string().default(""), {
    label: "Suffix",
    hint: "Shown after the number; empty for the 'Since' card.",
    example: "+",
  }),
  label: line("Caption", { hint: "The words under the number.", example: "Students Represented" }),
  image: image("Background artwork", { example: "images/stats/students.jpg" }),
  countDown: toggle("Count down", "On counts down from the start year instead of up from 0 (the 'Since' card)."),
});

export const homeSchema = z.strictObject({
  hero: group("Hero", {
    headline: line("Headline", { hint: "The main headline.", example: "Your Voice in Rotterdam School of Management" }),
    tagline: line("Tagline", { hint: "The short line with the headline.", example: "Speak Your Mind" }),
    intro: prose("Intro", { hint: "One sentence under the headline." }),
    image: image("Image", { example: "images/home/hero.jpg" }),
    imageAlt: alt(),
  }),
  statistics: described(z.array(statisticCardSchema).min(1), {
    label: "Statistics",
    hint: "The statistic cards, in carousel order.",
    summary: "{{fields.number}}{{fields.suffix}} {{fields.label}}",
  }),
  whoWeAre: group("Who We Are", { title: line("Title"), paragraphs: lines("Paragraphs", "Paragraphs of plain text.") }),
  whatWeDo: titleAndIntro("What We Do", {
    hint: "The heading and intro above the team tiles; the tiles come from the teams (tile title, tile image).",
  }),
  comingUp: described(
    z
      .strictObject({
        title: described(z.string().min(1).default("Coming up"), {
          label: "Title",
          hint: "Leave empty for 'Coming up'.",
          example: "Coming up",
        }),
        intro: prose("Intro", { hint: "Optional: a sentence under the heading." }).optional(),
      })
      .default({ title: "Coming up" }),
    {
      label: "Coming up",
      hint: "The heading above the next three events (after What We Do); the section is left out while no event is upcoming.",
    },
  ),
  latestArticles: group("Latest articles", { title: line("Title", { hint: "The heading of the newest articles." }) }),
  stayUpToDate: titleAndText("Stay up to date"),
});

/** Icons a value card or an offer card may show (CONTENT.md shows them). */
export const cardIcons = [
  "briefcase",
  "eye",
  "graduation-cap",
  "handshake",
  "lightbulb",
  "shield-check",
  "sparkles",
  "target",
  "users",
] as const;

/** A card with a title, a sentence and an icon (About's values, Join Us's offers). */
const iconCardSchema = (defaultIcon: (typeof cardIcons)[number]) =>
  z.strictObject({
    title: line("Title"),
    description: prose("Description"),
    icon: described(z.enum(cardIcons).default(defaultIcon), {
      label: "Icon",
      hint: `Leave empty for the list's default icon (${defaultIcon}).`,
      example: "handshake",
    }),
  });

/** An entry of the About page's 'Our Journey' timeline. */
export const timelineEntrySchema = z.strictObject({
  year: described(z.string().regex(/^\d{4}$/, "a four-digit year"), { label: "Year", example: "1985" }),
  title: line("Title"),
  description: prose("Description"),
});

/** One of the About page's value cards; without an icon it shows a target. */
export const valueSchema = iconCardSchema("target");

export const aboutSchema = z.strictObject({
  hero: group("Hero", {
    title: line("Title"),
    subtitle: prose("Subtitle"),
    image: image("Image", { example: "images/about/hero.jpg" }),
    imageAlt: alt(),
  }),
  mission: group("Mission", {
    title: line("Title"),
    paragraphs: lines("Paragraphs", "Paragraphs of plain text."),
    image: image("Image", { example: "images/about/mission.jpg" }),
    imageAlt: alt(),
  }),
  timeline: group("Our Journey", {
    title: line("Title"),
    entries: described(z.array(timelineEntrySchema).min(1), {
      label: "Entries",
      summary: "{{fields.year}} {{fields.title}}",
    }),
  }),
  values: group("Values", {
    title: line("Title"),
    items: described(z.array(valueSchema).min(1), { label: "Values", summary: "{{fields.title}}" }),
  }),
});

// ---------------------------------------------------------------- Program

/** An external programme page. */
export const programLinkSchema = z.strictObject({ label: line("Label"), url: webAddress("Address") });

export const programSchema = z.strictObject({
  title: line("Title"),
  intro: prose("Intro"),
  sections: described(
    z
      .array(
        z.strictObject({
          title: line("Title", { example: "BSc Year 1" }),
          links: described(z.array(programLinkSchema).min(1), { label: "Links", summary: "{{fields.label}}" }),
        }),
      )
      .min(1),
    { label: "Sections", summary: "{{fields.title}}" },
  ),
});

// ---------------------------------------------------------------- Teams, roles, Join Us

/** content/teams/<team>.md frontmatter; the Markdown body is 'What We Do'. */
export const teamSchema = z.strictObject({
  title: line("Title", { hint: "The page title.", example: "Marketing Team" }),
  order: described(z.number().int().positive(), {
    label: "Order",
    hint: "Position on the /teams overview (1 first).",
    example: "2",
  }),
  tagline: prose("Tagline", { hint: "One sentence under the title." }),
  heroImage: image("Hero image", { example: "../images/teams/marketing-hero.jpg" }),
  heroImageAlt: alt("Hero image description"),
  image: image("Image beside 'What We Do'", { example: "../images/teams/marketing.jpg" }),
  imageAlt: alt(),
  responsibilities: lines("Key responsibilities", "One line per bullet."),
  duration: line("Duration", { hint: "The 'Duration' card.", example: "September to June" }),
  timeCommitment: line("Time commitment", { hint: "The 'Time Commitment' card.", example: "2-3 hours per week" }),
  roleId: described(z.string().min(1), {
    label: "Role",
    hint: "The role a visitor applies for on this team (a file in content/roles/, without .md).",
    widget: "relation",
    relation: { collection: "roles", displayField: "title" },
    example: "marketing-assistant",
  }),
  tileTitle: line("Tile title", {
    hint: "The team's tile on Home; the team's file name (and page address) is made from it for a new team.",
    example: "Marketing",
  }),
  tileImage: image("Tile image", { example: "../images/teams/marketing-tile.jpg" }),
  tileImageAlt: alt("Tile image description"),
});

/** content/teams.yaml: the /teams overview page. */
export const teamsPageSchema = z.strictObject({
  title: line("Title", { example: "Our Teams" }),
  intro: prose("Intro", {
    hint: "One or two sentences under the title (also the page description for search engines).",
  }),
  teamPage: group(
    "Headings of every team page",
    {
      whatWeDoTitle: line("What We Do"),
      responsibilitiesTitle: line("Responsibilities"),
      additionalInformationTitle: line("Additional information"),
      joinTitle: line("Join band", { hint: "The band that leads to Join Us." }),
    },
    { hint: "The section headings every team page shares." },
  ),
});

/** content/roles/<roleId>.md frontmatter; the Markdown body is the overview. */
export const roleSchema = z.strictObject({
  title: line("Title", { hint: "The role's name.", example: "Elective Student Representative" }),
  team: line("Team", { hint: "The team the role belongs to.", example: "Representatives" }),
  period: line("Period", { example: "September 2025 - June 2026" }),
  hoursPerWeek: line("Hours per week", { example: "2-3 hours per week" }),
  summary: prose("Summary", { hint: "A short summary for cards and search engines." }),
  responsibilities: lines("Responsibilities", "One line per responsibility."),
  openPosition: toggle("Open position", "On lists the role under 'Available Positions' on /join."),
  timelineFootnote: prose("Timeline footnote", {
    hint: "Optional small print under the details, e.g. who the period applies to; the site settings' knowledge base note follows it.",
  }).optional(),
});

/** A tab of 'Our Application Process'. */
export const applicationTabSchema = z.strictObject({
  id: described(slug, { label: "Id", hint: "A short id for the tab, unique on the page.", example: "motivation" }),
  title: line("Heading", { hint: "The heading inside the tab's panel." }),
  shortTitle: line("Tab label", { example: "Motivation Letter" }),
  sections: described(z.array(z.strictObject({ title: line("Title"), content: prose("Content") })).min(1), {
    label: "Sections",
    summary: "{{fields.title}}",
  }),
});

export const faqEntrySchema = z.strictObject({ question: line("Question"), answer: prose("Answer") });

/** One of 'What SR Offers You'; without an icon it shows sparkles. */
export const offerSchema = iconCardSchema("sparkles");

export const joinSchema = z.strictObject({
  title: line("Title", { example: "Join Us" }),
  intro: prose("Intro", { hint: "One sentence under the title." }),
  heroImage: image("Hero image", { hint: "Artwork behind the title.", example: "images/join/hero.jpg" }),
  heroImageAlt: alt("Hero image description"),
  offers: group("What SR Offers You", {
    title: line("Title"),
    items: described(z.array(offerSchema).min(1), { label: "Offers", summary: "{{fields.title}}" }),
  }),
  positions: titleAndIntro("Available Positions", {
    hint: "The roles switched to 'Open position' are listed under it.",
  }),
  applicationProcess: group(
    "Our Application Process",
    {
      title: line("Title"),
      tabs: described(
        z
          .array(applicationTabSchema)
          .min(1)
          .superRefine((tabs, context) => {
            const seen = new Set<string>();
            for (const [index, tab] of tabs.entries()) {
              if (seen.has(tab.id)) {
                context.addIssue({
                  code: "custom",
                  path: [index, "id"],
                  message: `another tab already has the id "${tab.id}" → give each tab its own id`,
                });
              }
              seen.add(tab.id);
            }
          }),
        { label: "Tabs", summary: "{{fields.shortTitle}}" },
      ),
    },
    { hint: "The first tab is open when the page loads." },
  ),
  faq: group("FAQ", {
    title: line("Title"),
    entries: described(z.array(faqEntrySchema).min(1), { label: "Questions", summary: "{{fields.question}}" }),
  }),
  rolePage: group(
    "Role page headings",
    { overviewTitle: line("Overview title"), responsibilitiesTitle: line("Responsibilities title") },
    { hint: "The section headings every role page (/join/role/<id>) shares." },
  ),
});

// ---------------------------------------------------------------- Blog

/** content/blog/<slug>.md frontmatter; the Markdown body is the article. */
export const blogArticleSchema = z.strictObject({
  title: line("Title", { example: "Challenging the Status Quo at RSM" }),
  date: described(humanDate, {
    label: "Publication date",
    widget: "humanDate",
    hint: "The day the article is published.",
    example: "November 1, 2025",
  }),
  author: line("Author", { example: "Mila Brouwer" }),
  image: image("Image", { example: "../images/blog/photo.jpg" }),
  imageAlt: alt(),
  imagePosition: described(imagePosition, {
    label: "Image crop focus",
    hint: "Optional: which part of the image stays in view when it is cropped.",
    example: "center 30%",
  }).optional(),
  description: prose("Description", { hint: "One or two sentences for cards, feeds and search results." }),
  tag: described(z.enum(blogTags), { label: "Tag", hint: "Leave empty for no tag.", example: "Alumni" }).optional(),
  draft: toggle("Draft", "On hides the article everywhere."),
});

// ---------------------------------------------------------------- Events

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

// ---------------------------------------------------------------- You said, we did

/** The day fields of a 'You said, we did' item, with the labels the form's messages name. */
export const saidDayLabels = { raisedOn: "Raised on", doneOn: "Done on" } as const;
type SaidDayField = keyof typeof saidDayLabels;

/** A day 'YYYY-MM-DD' of a 'You said, we did' item; a YAML 1.1 Date is read back as its day, as an event's. */
function saidDay(field: SaidDayField) {
  return z.preprocess(
    (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
    z
      .string({
        error: (issue) =>
          `${issue.input === undefined ? "missing → add" : "not a date → write"} ${field}: YYYY-MM-DD, e.g. ${field}: 2025-03-14`,
      })
      .superRefine((text, context) => {
        if (readIsoDay(text)) return;
        const shown = JSON.stringify(text);
        const days = suggestIsoDays(text);
        const message = /^\d{4}-\d{2}-\d{2}$/.test(text.trim())
          ? `${shown} is not a day of the calendar → write ${field}: YYYY-MM-DD with a real month and day`
          : days && days.start === days.end
            ? `${shown} is not written YYYY-MM-DD → write it as ${field}: ${days.start}`
            : `${shown} is not a date → write ${field}: YYYY-MM-DD, e.g. ${field}: 2025-03-14`;
        context.addIssue({ code: "custom", message });
      }),
  );
}

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

const saidFields = {
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
  raisedOn: described(saidDay("raisedOn"), {
    label: saidDayLabels.raisedOn,
    widget: "day",
    hint: "The day students raised it; the page lists the newest first.",
    example: "2025-03-14",
  }),
  doneOn: described(saidDay("doneOn"), {
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
};

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

/** A 'You said, we did' file's fields and the rules between its status, days and reason, in the given words. */
function youSaidWeDidSchemaIn(name: SaidWording) {
  return z.strictObject(saidFields).superRefine(
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
        issue(
          "doneOn",
          `${item.doneOn} is before the day it was raised (${item.raisedOn}) → write the day it was done`,
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
export const youSaidWeDidSchema = youSaidWeDidSchemaIn(saidFileWording);
/** The same rules, with messages that name the form's labels (/admin). */
export const youSaidWeDidFormSchema = youSaidWeDidSchemaIn(saidFormWording);

// ---------------------------------------------------------------- Board

/** A board member in content/board/<yyyy-yyyy>.yaml. */
export const boardMemberSchema = z.strictObject({
  name: line("Name", { example: "Ada Vermeer" }),
  role: prose("Role", { hint: "A line break starts a new line on the card.", example: "Chair" }),
  image: image("Photo", {
    hint: "Leave empty until there is a photo: the card shows the member's initials, and the launch check lists it.",
    example: "../images/board/portrait-01.jpg",
  }).optional(),
  bio: prose("Bio", { hint: "A short bio behind the card's toggle; leave empty for none." }).optional(),
  email: email("Email", { example: "chair@sr-rsm.nl" }).optional(),
  linkedin: webAddress("LinkedIn", {
    hint: "The member's professional profile.",
    example: "https://www.linkedin.com/in/ada-vermeer",
  }).optional(),
  showLinkedInOnly: toggle("Show only the profile link", "On hides the email."),
  imagePosition: described(imagePosition.default("center"), {
    label: "Photo crop focus",
    hint: "Which part of the photo stays in view; leave empty for the center.",
    example: "center 20%",
  }),
  imageTransform: described(
    z
      .string()
      .regex(/^[a-z0-9().,%\s-]+$/i, "a CSS transform such as 'scale(1.1)'")
      .optional(),
    { label: "Photo transform", hint: "Optional: enlarge or move the photo.", example: "scale(1.1)" },
  ),
});

export const boardYearSchema = z.strictObject({
  academicYear: described(z.string().refine(isAcademicYear, { error: "two years in a row, e.g. 2026-2027" }), {
    label: "Academic year",
    hint: "Two years in a row; the file is named after it, and each year has one file.",
    example: "2026-2027",
    namesTheFile: true,
  }),
  members: described(
    z
      .array(boardMemberSchema)
      .min(1)
      .superRefine((members, context) => {
        const seen = new Set<string>();
        for (const [index, member] of members.entries()) {
          if (seen.has(member.name)) {
            context.addIssue({
              code: "custom",
              path: [index, "name"],
              message: `"${member.name}" is listed twice in this year → keep one entry`,
            });
          }
          seen.add(member.name);
        }
      }),
    { label: "Members", summary: "{{fields.name}}" },
  ),
});

// ---------------------------------------------------------------- Student representatives

/** A student representative in content/representatives/<yyyy-yyyy>.yaml. */
export const representativeSchema = z
  .strictObject({
    name: line("Name", { example: "Noor Voorbeeld" }),
    programme: described(z.enum(programmes), {
      label: "Programme",
      hint: "The programme whose students they represent: IBA, BA or Pre-MSc. The page groups by it.",
      example: "IBA",
    }),
    year: described(
      z
        .number({ error: `a study year from 1 to ${maxStudyYear}, or leave it empty for the whole programme` })
        .int(`a study year from 1 to ${maxStudyYear}`)
        .min(1, `a study year from 1 to ${maxStudyYear}`)
        .max(maxStudyYear, `a study year from 1 to ${maxStudyYear}`),
      {
        label: "Study year",
        hint: `The bachelor year they represent, 1 to ${maxStudyYear}; leave empty for the whole programme (Pre-MSc is one year).`,
        example: "1",
      },
    ).optional(),
    covers: line("Covers", {
      hint: "What they represent, in a few words: a year, a course or a cohort.",
      example: "Year 1, all courses",
    }),
    image: image("Photo", {
      hint: "Optional: without a photo the card shows their initials.",
      example: "../images/board/portrait-05.jpg",
    }).optional(),
    mailbox: email("Role mailbox", {
      hint: "A mailbox of SR for this role, never a personal address. Leave empty and the card points to the programme's group chats.",
      example: "iba-year-1@sr-rsm.nl",
    }).optional(),
  })
  .refine((person) => person.programme !== "Pre-MSc" || person.year === undefined, {
    error: "Pre-MSc is a one-year programme → leave the study year empty",
    path: ["year"],
  });

export const representativesYearSchema = z.strictObject({
  academicYear: described(z.string().refine(isAcademicYear, { error: "two years in a row, e.g. 2026-2027" }), {
    label: "Academic year",
    hint: "Two years in a row; the file is named after it, and each year has one file. The newest year is the one /representatives shows.",
    example: "2026-2027",
    namesTheFile: true,
  }),
  representatives: described(
    z
      .array(representativeSchema)
      .min(1)
      .superRefine((people, context) => {
        const seen = new Set<string>();
        for (const [index, person] of people.entries()) {
          const key = `${person.name}\n${person.programme}\n${person.covers}`.toLowerCase();
          if (seen.has(key)) {
            context.addIssue({
              code: "custom",
              path: [index, "name"],
              message: `"${person.name}" is listed twice for ${person.programme} "${person.covers}" in this year → keep one entry`,
            });
          }
          seen.add(key);
        }
      }),
    { label: "Representatives", summary: "{{fields.name}} — {{fields.programme}}, {{fields.covers}}" },
  ),
});

// ---------------------------------------------------------------- Gallery

/** content/gallery/<year>/album.yaml */
export const galleryAlbumSchema = z.strictObject({
  // /admin can sort its list only by a field of the file (the folder's name is not one).
  year: described(z.string().regex(/^\d{4}$/, 'the album\'s year in quotes, e.g. "2025"'), {
    label: "Year",
    hint: "The year of the album's folder, in quotes. /admin writes it by itself and lists the albums by it, newest first; write it yourself only when you add an album by hand.",
    example: '"2025"',
    editable: false,
  }),
  photos: described(
    z
      .array(
        z.strictObject({
          file: image("Photo", { hint: "A photo beside album.yaml.", example: "photo-01.jpg" }),
          alt: alt("Photo description"),
          caption: prose("Caption").optional(),
        }),
      )
      .min(1),
    { label: "Photos", summary: "{{fields.alt}}" },
  ),
});

// ---------------------------------------------------------------- Student Support

export const supportIcons = [
  "book-open",
  "users",
  "globe",
  "briefcase",
  "plane",
  "scale",
  "graduation-cap",
  "building",
] as const;

export const supportResourceSchema = z.strictObject({
  title: line("Title", { example: "Student Advisors" }),
  description: prose("Description"),
  icon: described(z.enum(supportIcons), { label: "Icon", example: "users" }),
  link: webAddress("Link"),
});

export const groupChatSchema = z.strictObject({
  title: line("Title", { example: "IBA 2025-2028" }),
  tag: described(
    z
      .string()
      .min(1)
      .max(24, "a short programme name such as 'IBA'")
      .refine((tag) => tag.toLowerCase() !== allProgrammesLabel.toLowerCase(), {
        error: `'${allProgrammesLabel}' is the button that shows every chat → use the programme's name`,
      }),
    { label: "Programme", hint: "The page has one filter button per programme.", example: "IBA" },
  ),
  link: webAddress("WhatsApp invite link", { example: "https://chat.whatsapp.com/AbCdEfGhIjK" }),
});

export const supportSchema = z.strictObject({
  title: line("Title", { example: "Student Support" }),
  intro: prose("Intro", { hint: "The text under the title." }),
  resources: group("Support resources", {
    title: line("Title"),
    intro: prose("Intro"),
    items: described(z.array(supportResourceSchema).min(1), { label: "Resources", summary: "{{fields.title}}" }),
  }),
  groupChats: group("Group chats", {
    title: line("Title"),
    intro: prose("Intro"),
    items: described(z.array(groupChatSchema).min(1), { label: "Group chats", summary: "{{fields.title}}" }),
  }),
  feedback: titleAndIntro("Feedback form", { hint: "The heading and text above the feedback form." }),
});

// ---------------------------------------------------------------- Site settings

/** A GitHub user name as GitHub allows it: letters, digits and single hyphens inside, at most 39 characters. */
const gitHubUserPattern = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
const gitHubUser = z.string().superRefine((value, context) => {
  if (gitHubUserPattern.test(value)) return;
  // '@name' as written in a mention, or with spaces around it.
  const bare = value.trim().replace(/^@/, "");
  const fix =
    bare !== value && gitHubUserPattern.test(bare)
      ? `write "${bare}"`
      : 'write the name from the person\'s GitHub profile, e.g. "sr-rsm-secretary"';
  context.addIssue({ code: "custom", message: `${JSON.stringify(value)} is not a GitHub user name → ${fix}` });
});

/** content/site.yaml: the site's name and address, contact details and external services. */
export const siteSettingsSchema = z.strictObject({
  site: group("Site", {
    name: line("Name", {
      hint: "The organisation's name: header, footer, page titles, feeds.",
      example: "RSM Student Representation",
    }),
    shortName: line("Short name", { hint: "Under the site's icon on a phone's home screen.", example: "SR RSM" }),
    url: described(
      httpsUrl.refine(
        (value) => {
          const parsed = URL.parse(value);
          return parsed !== null && parsed.pathname === "/" && !parsed.search && !parsed.hash;
        },
        { error: "only the site's address, without a path, e.g. 'https://sr-rsm.nl'" },
      ),
      {
        label: "Address",
        hint: "The address the site is published at: canonical links, the sitemap and link previews use it.",
        example: "https://sr-rsm.nl",
      },
    ),
    description: prose("Description", { hint: "What search engines and link previews show for Home." }),
  }),
  contact: group("Contact", {
    infoEmail: email("General mailbox", { hint: "In the footer and the organisation's search-engine entry." }),
    stakeholderRelationsEmail: email("Feedback mailbox", {
      hint: "Receives the feedback form of Student Support.",
      example: "stakeholder.relations@sr-rsm.nl",
    }),
    phone: phone("Phone", { hint: "The organisation's phone number (search engines show it)." }),
    whatsApp: phone("WhatsApp number", {
      hint: "The number students reach SR Support on through WhatsApp (footer, support popup, Student Support).",
      example: "+31 6 12345678",
    }),
    address: group("Address", {
      street: line("Street", { example: "Burgemeester Oudlaan 50" }),
      postalCode: line("Postal code", { example: "3062 PA" }),
      city: line("City", { example: "Rotterdam" }),
      country: line("Country", { example: "the Netherlands" }),
    }),
  }),
  links: group("Links", {
    social: group(
      "Social accounts",
      {
        instagram: webAddress("Instagram", { example: "https://www.instagram.com/your-account" }),
        tiktok: webAddress("TikTok", { example: "https://www.tiktok.com/@your-account" }),
        linkedin: webAddress("LinkedIn", { example: "https://www.linkedin.com/company/your-company" }),
      },
      { hint: "The accounts in the footer's Connect column." },
    ),
    subscribeForm: webAddress("Newsletter form", { hint: "The sign-up form behind every 'Subscribe' button." }),
    applicationForm: webAddress("Application form", { hint: "The form behind every 'Apply Now' button." }),
    knowledgeBase: webAddress("Knowledge base", {
      hint: "The students' knowledge base (programme rules, the Bachelor 3 timeline).",
    }),
  }),
  knowledgeBaseNote: described(
    z
      .strictObject({
        text: prose("Text"),
        linkText: line("Link text", { hint: "Words of the text above that become the link." }),
      })
      .refine((note) => note.text.includes(note.linkText), {
        // Worded for the file and the form alike: the file's keys and the form's labels both say "text".
        error: "these words are not in the text above, and they become its link → copy them from the text exactly",
        path: ["linkText"],
      }),
    { label: "Knowledge base note", hint: "Under a team's Duration and a role's details." },
  ),
  supportChat: group(
    "Support chat",
    {
      greeting: line("Greeting", { hint: "The message the chat opens with." }),
      popupTitle: line("Popup title", { hint: "The popup's heading." }),
      popupText: prose("Popup text", { hint: "The sentence under it." }),
    },
    { hint: "The WhatsApp chat with SR Support (support popup, 'Text us on WhatsApp')." },
  ),
  newsletter: described(z.strictObject({ title: line("Title"), text: prose("Text") }), {
    label: "Newsletter band",
    hint: "The 'Stay up to date' band on the blog (Home has its own texts).",
  }),
  health: described(
    z
      .strictObject({
        owners: described(
          z
            .array(
              z.strictObject({
                username: described(gitHubUser, {
                  label: "GitHub username",
                  hint: "As on the person's GitHub profile, without @.",
                  example: "sr-rsm-secretary",
                }),
              }),
            )
            .default([]),
          {
            label: "Owners on GitHub",
            hint: "The people the weekly 'Site health' issue is assigned to, so GitHub notifies them: this year's site manager and editors.",
            summary: "{{fields.username}}",
          },
        ),
        youSaidWeDidMonths: described(z.number().int().min(1).max(36).default(6), {
          label: "'You said, we did' limit (months)",
          hint: "An item still Raised or In progress this many months after it was raised is reported as stale.",
          example: "6",
        }),
        articleMonths: described(z.number().int().min(1).max(36).default(3), {
          label: "Article age limit (months)",
          hint: "When the newest article is older than this, the health check mentions it.",
          example: "3",
        }),
      })
      .default({ owners: [], youSaidWeDidMonths: 6, articleMonths: 3 }),
    {
      label: "Site health",
      hint: "The weekly health check ('Site health' issue on GitHub): whom it notifies and when it calls an item or the blog stale.",
    },
  ),
  cms: group(
    "Editing in the browser",
    {
      repository: described(
        z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, "the repository as owner/name, e.g. 'sr-rsm/website'"),
        { label: "GitHub repository", hint: "owner/name of the site's repository.", example: "sr-rsm/website" },
      ),
      branch: described(z.string().regex(/^[A-Za-z0-9._/-]+$/, "a branch name such as 'main'"), {
        label: "Branch",
        hint: "The branch the site is published from.",
        example: "main",
      }),
      baseUrl: webAddress("Sign-in proxy address", {
        hint: "Only on hosts other than Netlify: the GitHub sign-in proxy (README, 'Editing in the browser').",
      }).optional(),
      authEndpoint: described(z.string().regex(/^[A-Za-z0-9._/-]+$/, "a path such as 'auth'"), {
        label: "Sign-in path",
        hint: "The proxy's sign-in path when it is not 'auth'.",
        example: "auth",
      }).optional(),
    },
    {
      hint: "Where /admin opens its pull requests: for developers, never in the editors' forms. Leave out and /admin says it is not set up.",
      editable: false,
    },
  ).optional(),
});

export type StatisticCard = z.infer<typeof statisticCardSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type AboutContent = z.infer<typeof aboutSchema>;
export type ProgramContent = z.infer<typeof programSchema>;
export type TeamFrontmatter = z.infer<typeof teamSchema>;
export type RoleFrontmatter = z.infer<typeof roleSchema>;
export type JoinContent = z.infer<typeof joinSchema>;
export type BlogFrontmatter = z.infer<typeof blogArticleSchema>;
export type EventFrontmatter = z.infer<typeof eventSchema>;
export type BoardMemberContent = z.infer<typeof boardMemberSchema>;
export type SupportContent = z.infer<typeof supportSchema>;
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type TeamsPageContent = z.infer<typeof teamsPageSchema>;
export type YouSaidWeDidFrontmatter = z.infer<typeof youSaidWeDidSchema>;
export type RepresentativeContent = z.infer<typeof representativeSchema>;
