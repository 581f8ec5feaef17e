/** The site settings (content/site.yaml), and the rule for a GitHub user name that only they use. */
import { z } from "zod";
import { described } from "../field-description";
import { email, group, line, phone, prose, webAddress } from "./fields";
import { httpsUrl } from "./rules";

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
      hint: "Receives the feedback form of Student Support, and reports of accessibility problems (the accessibility statement shows it).",
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
            label: "Owners",
            item: "Owner",
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

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
