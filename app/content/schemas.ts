/**
 * The shape of every content file under content/. Each field carries a comment; the
 * README in each content folder mirrors these as a table for editors. Loaders parse
 * files with these schemas at build time, so a wrong field fails the build with the
 * file and field named (see load.server.ts).
 */
import { z } from "zod";
import { formatHumanDate, parseHumanDate, parseIsoDate } from "~/lib/dates";

/** Marks the fields that name an image file: the content check finds every image a file uses by this mark. */
export const imageFields = z.registry();
/** A path to an image, relative to the content file that mentions it. */
const imagePath = z.string().min(1, "an image path such as ../images/blog/photo.jpg").register(imageFields);
/** Text describing an image for screen readers; required with every image. */
const altText = z.string().min(1, "a sentence describing the image for people who cannot see it");
/** CSS object-position for cropping, e.g. 'center 30%'. */
const imagePosition = z.string().regex(/^[a-z0-9%.\s-]+$/i, "a CSS object-position such as 'center 30%'");
const url = z.url({ protocol: /^https?$/, error: "a full http(s):// URL" });
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

/** A tile in Home's 'What We Do' linking to a team page. */
export const teamTileSchema = z.strictObject({
  /** Tile heading, e.g. 'Representatives'. */
  title: z.string().min(1),
  /** Internal path of the team page. */
  linkTo: z.string().startsWith("/"),
  /** Artwork behind the title. */
  backgroundImage: imagePath,
  /** Describes the artwork. */
  backgroundImageAlt: altText,
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
  whatWeDo: z.strictObject({
    title: z.string().min(1),
    intro: z.string().min(1),
    tiles: z.array(teamTileSchema).length(4),
  }),
  stayUpToDate: z.strictObject({ title: z.string().min(1), text: z.string().min(1) }),
});

/** An entry of the About page's 'Our Journey' timeline. */
export const timelineEntrySchema = z.strictObject({
  /** The year, e.g. '1985'. */
  year: z.string().regex(/^\d{4}$/, "a four-digit year"),
  title: z.string().min(1),
  description: z.string().min(1),
});

/** One of the About page's value cards. */
export const valueSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
});

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
export const programLinkSchema = z.strictObject({ label: z.string().min(1), url });

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
  /** Optional small print under the details, e.g. who the period applies to; the page adds a link to the knowledge base after it. */
  timelineFootnote: z.string().min(1).optional(),
});

/** A tab of 'Our Application Process'. */
export const applicationTabSchema = z.strictObject({
  id: z.enum(["cv", "motivation", "interview", "offer"]),
  title: z.string().min(1),
  shortTitle: z.string().min(1),
  sections: z.array(z.strictObject({ title: z.string().min(1), content: z.string().min(1) })).min(1),
});

export const faqEntrySchema = z.strictObject({ question: z.string().min(1), answer: z.string().min(1) });

export const joinSchema = z.strictObject({
  /** One sentence under the 'Join Us' title. */
  intro: z.string().min(1),
  /** Artwork behind the title. */
  heroImage: imagePath,
  heroImageAlt: altText,
  offers: z.array(z.strictObject({ title: z.string().min(1), description: z.string().min(1) })).length(4),
  positionsIntro: z.string().min(1),
  applicationTabs: z.array(applicationTabSchema).length(4),
  faq: z.array(faqEntrySchema).length(6),
});

// ---------------------------------------------------------------- Blog

export const blogTags = ["Alumni", "Faculty"] as const;

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

/** content/events/<id>.md frontmatter; the optional body is a longer description. */
export const eventSchema = z.strictObject({
  title: z.string().min(1),
  /** 'May 22, 2025' or a range 'October 14-18, 2024'. */
  date: z.string().min(1),
  /** ISO date used for sorting when the text is a range, e.g. '2024-10-14'. */
  sortDate: z.iso.date().optional(),
  /** '18:00 - 20:00', '19:30' or 'All day' (Amsterdam time). */
  time: z.string().min(1),
  location: z.string().min(1),
  /** Year used by the filter, e.g. '2025'. */
  year: z.string().regex(/^\d{4}$/, "a four-digit year"),
  image: imagePath,
  imageAlt: altText,
  /** true while registration is open. */
  upcoming: z.boolean().default(false),
  /** true hides the 'Past Event' badge. */
  hidePastEventTag: z.boolean().default(false),
  /** Registration form, used only while upcoming. */
  registrationUrl: url.optional(),
});

// ---------------------------------------------------------------- Board

/** A board member in content/board/<yyyy-yyyy>.yaml. */
export const boardMemberSchema = z.strictObject({
  name: z.string().min(1),
  /** Role; a line break (YAML '|') starts a new line on the card. */
  role: z.string().min(1),
  image: imagePath,
  /** Short bio behind the card's toggle; leave out for none. */
  bio: z.string().min(1).optional(),
  email: z.email({ error: "a valid email address" }).optional(),
  /** Professional profile URL. */
  linkedin: url.optional(),
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

export const boardYearSchema = z.strictObject({ members: z.array(boardMemberSchema).min(1) });

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
  link: url,
});

export const groupChatSchema = z.strictObject({
  /** e.g. 'IBA 2025-2028'. */
  title: z.string().min(1),
  tag: z.enum(["IBA", "BA"]),
  /** WhatsApp invite link. */
  link: url,
});

export const supportSchema = z.strictObject({
  intro: z.string().min(1),
  resources: z.array(supportResourceSchema).length(8),
  groupChats: z.array(groupChatSchema).length(6),
});

export type StatisticCard = z.infer<typeof statisticCardSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type AboutContent = z.infer<typeof aboutSchema>;
export type ProgramContent = z.infer<typeof programSchema>;
export type TeamFrontmatter = z.infer<typeof teamSchema>;
export type RoleFrontmatter = z.infer<typeof roleSchema>;
export type JoinContent = z.infer<typeof joinSchema>;
export type BlogFrontmatter = z.infer<typeof blogArticleSchema>;
export type BlogTag = (typeof blogTags)[number];
export type EventFrontmatter = z.infer<typeof eventSchema>;
export type BoardMemberContent = z.infer<typeof boardMemberSchema>;
export type SupportContent = z.infer<typeof supportSchema>;
