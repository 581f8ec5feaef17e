/**
 * The shape of every content file under content/. Each field carries a comment; the
 * README in each content folder mirrors these as a table for editors. Loaders parse
 * files with these schemas at build time, so a wrong field fails the build with the
 * file and field named (see load.server.ts).
 */
import { z } from "zod";
import { blogTags } from "~/lib/blog";
import { formatHumanDate, parseHumanDate, parseIsoDate } from "~/lib/dates";
import { clockTimeProblem, eventTimingProblems, isoDayProblem } from "~/lib/event-fields";
import { allProgrammesLabel } from "~/lib/group-chats";

/** Marks the fields that name an image file: the content check finds every image a file uses by this mark. */
export const imageFields = z.registry();
/** A path to an image, relative to the content file that mentions it. */
const imagePath = z.string().min(1, "an image path such as ../images/blog/photo.jpg").register(imageFields);
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

// ---------------------------------------------------------------- Home and About

/** Statistic card on the Home hero carousel. */
export const statisticCardSchema = z.strictObject({
  /** Target value the counter reaches, e.g. 4500. */
  number: z.number().int().nonnegative(),
  /** Shown after the number, e.g. '+'; empty for the 'Since' card. */
  suffix: z.string().default(""),
  /** Caption under the number. */
  label: z.string().min(1),
  /** Background artwork. */
  image: imagePath,
  /** Counts down from the count-down start year instead of up from 0. */
  countDown: z.boolean().default(false),
});

export const homeSchema = z.strictObject({
  hero: z.strictObject({
    /** Main headline. */
    headline: z.string().min(1),
    /** Short line above or under the headline. */
    tagline: z.string().min(1),
    /** One sentence under the headline. */
    intro: z.string().min(1),
    image: imagePath,
    imageAlt: altText,
  }),
  /** The statistic cards, in carousel order. */
  statistics: z.array(statisticCardSchema).min(1),
  whoWeAre: z.strictObject({
    title: z.string().min(1),
    /** Paragraphs of plain text. */
    paragraphs: z.array(z.string().min(1)).min(1),
  }),
  /** Heading and intro above the team tiles; the tiles come from content/teams/ (tileTitle, tileImage). */
  whatWeDo: z.strictObject({ title: z.string().min(1), intro: z.string().min(1) }),
  /** Heading of the newest articles. */
  latestArticles: z.strictObject({ title: z.string().min(1) }),
  /** The newsletter band at the bottom of Home. */
  stayUpToDate: z.strictObject({ title: z.string().min(1), text: z.string().min(1) }),
});

/** Icons a value card or an offer card may show (see content/README or CONTENT.md for pictures). */
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
    title: z.string().min(1),
    description: z.string().min(1),
    /** One of the card icons; leave out for the list's default. */
    icon: z.enum(cardIcons).default(defaultIcon),
  });

/** An entry of the About page's 'Our Journey' timeline. */
export const timelineEntrySchema = z.strictObject({
  /** The year, e.g. '1985'. */
  year: z.string().regex(/^\d{4}$/, "a four-digit year"),
  title: z.string().min(1),
  description: z.string().min(1),
});

/** One of the About page's value cards; without an icon it shows a target. */
export const valueSchema = iconCardSchema("target");

export const aboutSchema = z.strictObject({
  hero: z.strictObject({ title: z.string().min(1), subtitle: z.string().min(1), image: imagePath, imageAlt: altText }),
  mission: z.strictObject({
    title: z.string().min(1),
    paragraphs: z.array(z.string().min(1)).min(1),
    image: imagePath,
    imageAlt: altText,
  }),
  timeline: z.strictObject({ title: z.string().min(1), entries: z.array(timelineEntrySchema).min(1) }),
  values: z.strictObject({ title: z.string().min(1), items: z.array(valueSchema).min(1) }),
});

// ---------------------------------------------------------------- Program

/** An external programme page. */
export const programLinkSchema = z.strictObject({ label: z.string().min(1), url: httpsUrl });

export const programSchema = z.strictObject({
  title: z.string().min(1),
  intro: z.string().min(1),
  sections: z.array(z.strictObject({ title: z.string().min(1), links: z.array(programLinkSchema).min(1) })).min(1),
});

// ---------------------------------------------------------------- Teams, roles, Join Us

/** content/teams/<team>.md frontmatter; the Markdown body is 'What We Do'. */
export const teamSchema = z.strictObject({
  /** Page title, e.g. 'Marketing Team'. */
  title: z.string().min(1),
  /** Position on the /teams overview (1 first). */
  order: z.number().int().positive(),
  /** One sentence under the title. */
  tagline: z.string().min(1),
  heroImage: imagePath,
  heroImageAlt: altText,
  /** Image beside 'What We Do'. */
  image: imagePath,
  imageAlt: altText,
  /** 'Key Responsibilities': one line per bullet. */
  responsibilities: z.array(z.string().min(1)).min(1),
  /** 'Additional Information' cards. */
  duration: z.string().min(1),
  timeCommitment: z.string().min(1),
  /** The role id (content/roles/<id>.md) a visitor applies for on this team. */
  roleId: z.string().min(1),
  /** The team's tile in Home's 'What We Do', e.g. 'Marketing'. */
  tileTitle: z.string().min(1),
  /** Artwork of that tile. */
  tileImage: imagePath,
  tileImageAlt: altText,
});

/** content/teams.yaml: the /teams overview page. */
export const teamsPageSchema = z.strictObject({
  /** The page title, e.g. 'Our Teams'. */
  title: z.string().min(1),
  /** One or two sentences under the title (also the page description for search engines). */
  intro: z.string().min(1),
  /** The section headings every team page shares. */
  teamPage: z.strictObject({
    whatWeDoTitle: z.string().min(1),
    responsibilitiesTitle: z.string().min(1),
    additionalInformationTitle: z.string().min(1),
    /** The band that leads to Join Us. */
    joinTitle: z.string().min(1),
  }),
});

/** content/roles/<roleId>.md frontmatter; the Markdown body is the overview. */
export const roleSchema = z.strictObject({
  /** Role name, e.g. 'Elective Student Representative'. */
  title: z.string().min(1),
  /** The team the role belongs to, e.g. 'Representatives'. */
  team: z.string().min(1),
  /** e.g. 'September 2025 - June 2026'. */
  period: z.string().min(1),
  /** e.g. '2-3 hours per week'. */
  hoursPerWeek: z.string().min(1),
  /** Short summary used on cards and in meta descriptions. */
  summary: z.string().min(1),
  /** One line per responsibility. */
  responsibilities: z.array(z.string().min(1)).min(1),
  /** Listed under 'Available Positions' on /join. */
  openPosition: z.boolean().default(false),
  /** Optional small print under the details, e.g. who the period applies to; the knowledge base note of content/site.yaml follows it. */
  timelineFootnote: z.string().min(1).optional(),
});

/** A tab of 'Our Application Process'. */
export const applicationTabSchema = z.strictObject({
  /** A short id for the tab, unique on the page, e.g. 'motivation'. */
  id: slug,
  /** The heading inside the tab's panel. */
  title: z.string().min(1),
  /** The tab's label. */
  shortTitle: z.string().min(1),
  sections: z.array(z.strictObject({ title: z.string().min(1), content: z.string().min(1) })).min(1),
});

export const faqEntrySchema = z.strictObject({ question: z.string().min(1), answer: z.string().min(1) });

/** One of 'What SR Offers You'; without an icon it shows sparkles. */
export const offerSchema = iconCardSchema("sparkles");

export const joinSchema = z.strictObject({
  /** The page title, e.g. 'Join Us'. */
  title: z.string().min(1),
  /** One sentence under the title. */
  intro: z.string().min(1),
  /** Artwork behind the title. */
  heroImage: imagePath,
  heroImageAlt: altText,
  offers: z.strictObject({ title: z.string().min(1), items: z.array(offerSchema).min(1) }),
  /** 'Available Positions': the roles with openPosition: true are listed under it. */
  positions: z.strictObject({ title: z.string().min(1), intro: z.string().min(1) }),
  /** 'Our Application Process': the first tab is open when the page loads. */
  applicationProcess: z.strictObject({
    title: z.string().min(1),
    tabs: z
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
  }),
  faq: z.strictObject({ title: z.string().min(1), entries: z.array(faqEntrySchema).min(1) }),
  /** The section headings every role page (/join/role/<id>) shares. */
  rolePage: z.strictObject({ overviewTitle: z.string().min(1), responsibilitiesTitle: z.string().min(1) }),
});

// ---------------------------------------------------------------- Blog

/** content/blog/<slug>.md frontmatter; the Markdown body is the article. */
export const blogArticleSchema = z.strictObject({
  title: z.string().min(1),
  /** Publication date, e.g. 'November 1, 2025'. */
  date: humanDate,
  author: z.string().min(1),
  image: imagePath,
  imageAlt: altText,
  /** Optional crop focus, e.g. 'center 30%'. */
  imagePosition: imagePosition.optional(),
  /** One or two sentences for cards, feeds and search results. */
  description: z.string().min(1),
  /** Alumni or Faculty; leave out for no tag. */
  tag: z.enum(blogTags).optional(),
  /** true hides the article everywhere. */
  draft: z.boolean().default(false),
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

/** content/events/<id>.md frontmatter; the optional body is a longer description. */
export const eventSchema = z
  .strictObject({
    title: z.string().min(1),
    /** First (or only) day, YYYY-MM-DD, e.g. 2025-05-22. */
    startDate: eventDay("startDate"),
    /** Last day of an event over several days, YYYY-MM-DD; leave out for one day. */
    endDate: eventDay("endDate").optional(),
    /** true for an event without times (then no startTime or endTime). */
    allDay: z.boolean().optional(),
    /** Start on the 24-hour Amsterdam clock, "HH:mm" in quotes, e.g. "18:00". */
    startTime: eventTime("startTime").optional(),
    /** End, "HH:mm"; leave out and the calendar entry lasts 2 hours. */
    endTime: eventTime("endTime").optional(),
    /** true when endTime is after midnight (22:00 - 02:00): it is on the next day. */
    endsNextDay: z.boolean().optional(),
    location: z.string().min(1),
    image: imagePath,
    imageAlt: altText,
    /** true hides the 'Past Event' badge once the event is over. */
    hidePastEventTag: z.boolean().default(false),
    /** Registration form; the Register button links to it until the event has ended. */
    registrationUrl: httpsUrl.optional(),
    /** true hides the event everywhere. */
    draft: z.boolean().default(false),
  })
  .superRefine(
    (event, context) => {
      for (const { field, message } of eventTimingProblems(event)) {
        context.addIssue({ code: "custom", path: [field], message });
      }
    },
    {
      // Runs beside the other fields' problems (every problem at once), but only when
      // the fields it compares have the right types.
      when: (payload) => eventTimingFields.safeParse(payload.value).success,
    },
  );

// ---------------------------------------------------------------- Board

/** A board member in content/board/<yyyy-yyyy>.yaml. */
export const boardMemberSchema = z.strictObject({
  name: z.string().min(1),
  /** Role; a line break (YAML '|') starts a new line on the card. */
  role: z.string().min(1),
  image: imagePath,
  /** Short bio behind the card's toggle; leave out for none. */
  bio: z.string().min(1).optional(),
  email: emailAddress.optional(),
  /** Professional profile URL. */
  linkedin: httpsUrl.optional(),
  /** Show only the profile link, not the email. */
  showLinkedInOnly: z.boolean().default(false),
  /** Crop focus, e.g. 'center 20%'. */
  imagePosition: imagePosition.default("center"),
  /** Optional CSS transform for the photo, e.g. 'scale(1.1)'. */
  imageTransform: z
    .string()
    .regex(/^[a-z0-9().,%\s-]+$/i, "a CSS transform such as 'scale(1.1)'")
    .optional(),
});

export const boardYearSchema = z.strictObject({
  /** The year the file is named after, e.g. '2026-2027'; /admin asks for it to name a new year's file. */
  academicYear: z
    .string()
    .regex(/^\d{4}-\d{4}$/, "two years in a row, e.g. 2026-2027")
    .optional(),
  members: z.array(boardMemberSchema).min(1),
});

// ---------------------------------------------------------------- Gallery

/** content/gallery/<year>/album.yaml */
export const galleryAlbumSchema = z.strictObject({
  photos: z.array(z.strictObject({ file: imagePath, alt: altText, caption: z.string().min(1).optional() })).min(1),
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
  title: z.string().min(1),
  description: z.string().min(1),
  /** One of the icon names listed in content/support/README.md. */
  icon: z.enum(supportIcons),
  link: httpsUrl,
});

export const groupChatSchema = z.strictObject({
  /** e.g. 'IBA 2025-2028'. */
  title: z.string().min(1),
  /** The programme, e.g. 'IBA' or 'BA': the page has one filter button per programme. */
  tag: z
    .string()
    .min(1)
    .max(24, "a short programme name such as 'IBA'")
    .refine((tag) => tag.toLowerCase() !== allProgrammesLabel.toLowerCase(), {
      error: `'${allProgrammesLabel}' is the button that shows every chat → use the programme's name`,
    }),
  /** WhatsApp invite link. */
  link: httpsUrl,
});

export const supportSchema = z.strictObject({
  /** The page title, e.g. 'Student Support'. */
  title: z.string().min(1),
  /** Text under the title. */
  intro: z.string().min(1),
  resources: z.strictObject({
    title: z.string().min(1),
    intro: z.string().min(1),
    items: z.array(supportResourceSchema).min(1),
  }),
  groupChats: z.strictObject({
    title: z.string().min(1),
    intro: z.string().min(1),
    items: z.array(groupChatSchema).min(1),
  }),
  /** The heading and text above the feedback form. */
  feedback: z.strictObject({ title: z.string().min(1), intro: z.string().min(1) }),
});

// ---------------------------------------------------------------- Site settings

/** content/site.yaml: the site's name and address, contact details and external services. */
export const siteSettingsSchema = z.strictObject({
  site: z.strictObject({
    /** The organisation's name: header, footer, page titles, feeds. */
    name: z.string().min(1),
    /** A short form of the name, under the site's icon on a phone's home screen, e.g. 'SR RSM'. */
    shortName: z.string().min(1),
    /** The address the site is published at, e.g. 'https://sr-rsm.nl': canonical links, the sitemap and link previews use it. */
    url: httpsUrl.refine(
      (value) => {
        const parsed = URL.parse(value);
        return parsed !== null && parsed.pathname === "/" && !parsed.search && !parsed.hash;
      },
      { error: "only the site's address, without a path, e.g. 'https://sr-rsm.nl'" },
    ),
    /** The description search engines and link previews show for Home. */
    description: z.string().min(1),
  }),
  contact: z.strictObject({
    /** The general mailbox in the footer and the organisation's search-engine entry. */
    infoEmail: emailAddress,
    /** Receives the feedback form of Student Support. */
    stakeholderRelationsEmail: emailAddress,
    /** The organisation's phone number (search engines show it). */
    phone: internationalPhone,
    /** The number students reach SR Support on through WhatsApp. */
    whatsApp: internationalPhone,
    address: z.strictObject({
      street: z.string().min(1),
      postalCode: z.string().min(1),
      city: z.string().min(1),
      country: z.string().min(1),
    }),
  }),
  links: z.strictObject({
    /** The accounts in the footer's Connect column. */
    social: z.strictObject({ instagram: httpsUrl, tiktok: httpsUrl, linkedin: httpsUrl }),
    /** The newsletter sign-up form behind every 'Subscribe' button. */
    subscribeForm: httpsUrl,
    /** The application form behind every 'Apply Now' button. */
    applicationForm: httpsUrl,
    /** The students' knowledge base (programme rules, the Bachelor 3 timeline). */
    knowledgeBase: httpsUrl,
  }),
  /** Under a team's Duration and a role's details: the words of `linkText` link to the knowledge base. */
  knowledgeBaseNote: z
    .strictObject({ text: z.string().min(1), linkText: z.string().min(1) })
    .refine((note) => note.text.includes(note.linkText), {
      error: "linkText must be words of text: they become the link → copy them from text exactly",
      path: ["linkText"],
    }),
  /** The WhatsApp chat with SR Support (support popup, 'Text us on WhatsApp'). */
  supportChat: z.strictObject({
    /** The message the chat opens with. */
    greeting: z.string().min(1),
    /** The popup's heading. */
    popupTitle: z.string().min(1),
    /** The sentence under it. */
    popupText: z.string().min(1),
  }),
  /** The 'Stay up to date' band on the blog (Home has its own texts in home.yaml). */
  newsletter: z.strictObject({ title: z.string().min(1), text: z.string().min(1) }),
  /** Editing in the browser (/admin): where the CMS opens its pull requests. Leave out and /admin says it is not set up. */
  cms: z
    .strictObject({
      /** The site's GitHub repository, 'owner/name'. */
      repository: z
        .string()
        .regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, "the repository as owner/name, e.g. 'sr-rsm/website'"),
      /** The branch the site is published from, e.g. 'main'. */
      branch: z.string().regex(/^[A-Za-z0-9._/-]+$/, "a branch name such as 'main'"),
      /** Only on hosts other than Netlify: the address of the GitHub sign-in proxy (README, 'Editing in the browser'). */
      baseUrl: httpsUrl.optional(),
      /** The proxy's sign-in path when it is not 'auth'. */
      authEndpoint: z
        .string()
        .regex(/^[A-Za-z0-9._/-]+$/, "a path such as 'auth'")
        .optional(),
    })
    .optional(),
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
