/** The teams (content/teams/), their overview page (content/teams.yaml), the roles (content/roles/) and Join Us (content/join.yaml). */
import { z } from "zod";
import { described } from "../field-description";
import { alt, group, image, line, lines, prose, titleAndIntro, toggle } from "./fields";
import type { FileRule } from "./file-rules";
import { iconCardSchema } from "./icon-card";
import { slug } from "./rules";

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
  responsibilities: lines("Key responsibilities", "Key responsibility", "One line per bullet."),
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
  responsibilities: lines("Responsibilities", "Responsibility", "One line per responsibility."),
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
    item: "Section",
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
    items: described(z.array(offerSchema).min(1), { label: "Offers", item: "Offer", summary: "{{fields.title}}" }),
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
        { label: "Tabs", item: "Tab", summary: "{{fields.shortTitle}}" },
      ),
    },
    { hint: "The first tab is open when the page loads." },
  ),
  faq: group("FAQ", {
    title: line("Title"),
    entries: described(z.array(faqEntrySchema).min(1), {
      label: "Questions",
      item: "Question",
      summary: "{{fields.question}}",
    }),
  }),
  rolePage: group(
    "Role page headings",
    { overviewTitle: line("Overview title"), responsibilitiesTitle: line("Responsibilities title") },
    { hint: "The section headings every role page (/join/role/<id>) shares." },
  ),
});

/** A team's role must have its file. */
export const teamRules: FileRule<{ roleId: string }>[] = [
  {
    rule: "roleId names a file of content/roles/",
    form: "check only",
    why: "it needs the roles' files; the form's Role field is a choice of the roles that exist, so what an editor chooses passes, and a role deleted later is found by the check of the whole site",
    check: ({ data }, context) =>
      context.ids("roles").has(data.roleId)
        ? []
        : [
            {
              field: ["roleId"],
              message: `there is no role file content/roles/${data.roleId}.md → write the name of a file in content/roles/ without .md`,
            },
          ],
  },
];

export type TeamFrontmatter = z.infer<typeof teamSchema>;
export type TeamsPageContent = z.infer<typeof teamsPageSchema>;
export type RoleFrontmatter = z.infer<typeof roleSchema>;
export type JoinContent = z.infer<typeof joinSchema>;
