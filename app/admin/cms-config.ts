/**
 * The Decap CMS configuration of /admin, built from one description per kind of content.
 * Each collection mirrors an entry of app/content/collections.server.ts and its fields
 * mirror the zod schema in app/content/schemas.ts: the same names, the same required and
 * optional fields, the same patterns and the hints of the schema's comments. A test
 * (cms-config.test.ts) walks both and fails when they drift apart.
 *
 * Images are stored where the content expects them: a file names its image relative to
 * itself (blog/x.md → ../images/blog/photo.jpg, home.yaml → images/home/hero.jpg, an album
 * → photo-01.png beside album.yaml), so each collection sets media_folder (where Decap
 * writes the upload, from the repository root) and public_folder (what it writes in the field).
 */
import type { CmsBackend, CmsCollection, CmsConfig, CmsField, CmsFieldBase } from "decap-cms-core";
import { cardIcons, supportIcons } from "~/content/schemas";
import { blogTags } from "~/lib/blog";
import { eventTimingWidgetName } from "./widgets/event-timing-widget";

/** The `cms` section of content/site.yaml: where the production CMS commits. */
export type CmsSettings = {
  /** The GitHub repository, 'owner/name'. */
  repository: string;
  /** The branch the site is built from. */
  branch: string;
  /** An OAuth proxy's address for hosts without Netlify's built-in GitHub sign-in. */
  baseUrl?: string;
  /** The proxy's path that starts the sign-in; Decap's default is 'auth'. */
  authEndpoint?: string;
};

/** Where /admin saves: GitHub through pull requests, or (with a local backend) the working copy. */
export type CmsTarget = { settings: CmsSettings; localBackendUrl?: string; contentFolder?: string };

/** The folder of the content files, from the repository root (decap-server's folder in development). */
export const defaultContentFolder = "content";

// ---------------------------------------------------------------- Patterns shared with the schemas

/** The patterns of app/content/schemas.ts, as Decap's [regex, message] pairs (flags included). */
export const patterns = {
  humanDate: [/^[A-Z][a-z]+ \d{1,2}, \d{4}$/, 'a date like "November 1, 2025"'],
  imagePosition: [/^[a-z0-9%.\s-]+$/i, "a CSS object-position such as 'center 30%'"],
  imageTransform: [/^[a-z0-9().,%\s-]+$/i, "a CSS transform such as 'scale(1.1)'"],
  slug: [/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase letters, digits and hyphens only, e.g. 'motivation-letter'"],
  fourDigitYear: [/^\d{4}$/, "a four-digit year"],
  academicYear: [/^\d{4}-\d{4}$/, "two years in a row, e.g. 2026-2027"],
  httpsUrl: [/^https:\/\/[^\s/.]+(?:\.[^\s/.]+)+(?:\/\S*)?$/, "a full web address that starts with https://"],
  siteUrl: [
    /^https:\/\/[^\s/.]+(?:\.[^\s/.]+)+\/?$/,
    "only the site's address, without a path, e.g. https://sr-rsm.nl",
  ],
  repository: [/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, "the repository as owner/name, e.g. 'sr-rsm/website'"],
  branch: [/^[A-Za-z0-9._/-]+$/, "a branch name such as 'main'"],
  authEndpoint: [/^[A-Za-z0-9._/-]+$/, "a path such as 'auth'"],
  email: [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "an email address such as info@sr-rsm.nl"],
  phone: [/^\+[1-9](?: ?\d){7,14}$/, 'international form: "+", the country code and the number, e.g. +31 6 12345678'],
  clockTime: [/^([01]\d|2[0-3]):[0-5]\d$/, 'a time on the 24-hour clock, e.g. "19:00"'],
  isoDay: [/^\d{4}-\d{2}-\d{2}$/, "a day such as 2025-05-22"],
  programmeTag: [/^.{1,24}$/, "a short programme name such as 'IBA'"],
} satisfies Record<string, [RegExp, string]>;

// ---------------------------------------------------------------- Field builders

type Options = { hint?: string; required?: boolean; pattern?: [RegExp, string] };

const optionsOf = ({ hint, required, pattern }: Options): Pick<CmsFieldBase, "hint" | "required" | "pattern"> => ({
  ...(hint ? { hint } : {}),
  ...(required === false ? { required: false } : {}),
  ...(pattern ? { pattern } : {}),
});

/** A one-line text. */
const line = (name: string, label: string, options: Options = {}): CmsField => ({
  name,
  label,
  widget: "string",
  ...optionsOf(options),
});
/** A text of a sentence or more. */
const text = (name: string, label: string, options: Options = {}): CmsField => ({
  name,
  label,
  widget: "text",
  ...optionsOf(options),
});
const url = (name: string, label: string, options: Options = {}): CmsField =>
  line(name, label, { pattern: patterns.httpsUrl, ...options });
const email = (name: string, label: string, options: Options = {}): CmsField =>
  line(name, label, { pattern: patterns.email, ...options });
const phone = (name: string, label: string, options: Options = {}): CmsField =>
  line(name, label, { pattern: patterns.phone, ...options });
const image = (
  name: string,
  label: string,
  options: Options & { folder?: [mediaFolder: string, publicFolder: string] } = {},
) => {
  const { folder, ...rest } = options;
  return {
    name,
    label,
    widget: "image",
    choose_url: false,
    ...(folder ? { media_folder: folder[0], public_folder: folder[1] } : {}),
    ...optionsOf(rest),
  } as CmsField;
};
const altText = (name: string, label = "Image description"): CmsField =>
  text(name, label, { hint: "A sentence describing the image for people who cannot see it." });
const toggle = (name: string, label: string, options: Options & { default?: boolean } = {}): CmsField => ({
  name,
  label,
  widget: "boolean",
  default: options.default ?? false,
  required: false,
  ...(options.hint ? { hint: options.hint } : {}),
});
const whole = (name: string, label: string, options: Options & { min?: number } = {}): CmsField => ({
  name,
  label,
  widget: "number",
  value_type: "int",
  ...(options.min === undefined ? {} : { min: options.min }),
  ...optionsOf(options),
});
const choice = (name: string, label: string, values: readonly string[], options: Options = {}): CmsField => ({
  name,
  label,
  widget: "select",
  options: [...values],
  ...optionsOf(options),
});
const group = (name: string, label: string, fields: CmsField[], options: Options = {}): CmsField => ({
  name,
  label,
  widget: "object",
  collapsed: false,
  fields,
  ...optionsOf(options),
});
/** A list of objects that grows; at least one item, as every list of the schemas. */
const list = (
  name: string,
  label: string,
  fields: CmsField[],
  options: Options & { summary?: string } = {},
): CmsField => ({
  name,
  label,
  widget: "list",
  min: 1,
  collapsed: true,
  ...(options.summary ? { summary: options.summary } : {}),
  fields,
  ...optionsOf(options),
});
/** A list of lines (one text per item). */
const lines = (name: string, label: string, options: Options = {}): CmsField => ({
  name,
  label,
  widget: "list",
  min: 1,
  field: { name: "line", label: "Line", widget: "text" },
  ...optionsOf(options),
});
const body = (label: string, options: Options = {}): CmsField => ({
  name: "body",
  label,
  widget: "markdown",
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list", "quote"],
  editor_components: [],
  ...optionsOf(options),
});
const day = (name: string, label: string, options: Options = {}): CmsField => ({
  name,
  label,
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "YYYY-MM-DD",
  time_format: false,
  default: "",
  pattern: patterns.isoDay,
  ...optionsOf(options),
});
const clock = (name: string, label: string, options: Options = {}): CmsField => ({
  name,
  label,
  widget: "datetime",
  format: "HH:mm",
  date_format: false,
  time_format: "HH:mm",
  default: "",
  pattern: patterns.clockTime,
  ...optionsOf(options),
});

/**
 * An event's date or time field that, when saving, also checks the rules between the date
 * and time fields (an end before the start…) and shows the content check's message at the
 * field: the event-timing widget of app/admin/widgets, drawing the field's own widget.
 */
const eventTiming = (field: CmsField): CmsField =>
  // `wraps` is the event-timing widget's own option (Decap's typings know only its own widgets).
  Object.assign({}, field, { widget: eventTimingWidgetName, wraps: field.widget ?? "string" });

// ---------------------------------------------------------------- Reusable groups

const iconCard = (name: string, label: string): CmsField =>
  list(
    name,
    label,
    [
      line("title", "Title"),
      text("description", "Description"),
      choice("icon", "Icon", cardIcons, { required: false, hint: "Leave empty for the list's default icon." }),
    ],
    { summary: "{{fields.title}}" },
  );
const titleAndText = (name: string, label: string, textName = "text"): CmsField =>
  group(name, label, [line("title", "Title"), text(textName, textName === "intro" ? "Intro" : "Text")]);

// ---------------------------------------------------------------- Collections

/** Every collection of /admin, in the order of its menu, for the content folder `contentRoot`. */
export function cmsCollections(contentRoot = defaultContentFolder): CmsCollection[] {
  /** The image folders of a collection: Decap writes uploads to `media`, and `publicPath` in the field. */
  const imageFolder = (media: string, publicPath: string) => ({
    media_folder: `/${contentRoot}/${media}`,
    public_folder: publicPath,
  });

  const blog: CmsCollection = {
    name: "blog",
    label: "Blog articles",
    label_singular: "Blog article",
    folder: `${contentRoot}/blog`,
    extension: "md",
    format: "frontmatter",
    create: true,
    slug: "{{slug}}",
    summary: "{{title}} ({{date}})",
    ...imageFolder("images/blog", "../images/blog"),
    fields: [
      line("title", "Title"),
      {
        name: "date",
        label: "Publication date",
        widget: "datetime",
        format: "MMMM D, YYYY",
        date_format: "MMMM D, YYYY",
        time_format: false,
        pattern: patterns.humanDate,
        hint: "Publication date, e.g. November 1, 2025.",
      },
      line("author", "Author"),
      image("image", "Image"),
      altText("imageAlt"),
      line("imagePosition", "Image crop focus", {
        required: false,
        pattern: patterns.imagePosition,
        hint: "Optional crop focus, e.g. center 30%.",
      }),
      text("description", "Description", { hint: "One or two sentences for cards, feeds and search results." }),
      choice("tag", "Tag", blogTags, { required: false, hint: "Leave empty for no tag." }),
      toggle("draft", "Draft", { hint: "On hides the article everywhere." }),
      body("Article"),
    ],
  };

  const events: CmsCollection = {
    name: "events",
    label: "Events",
    label_singular: "Event",
    folder: `${contentRoot}/events`,
    extension: "md",
    format: "frontmatter",
    create: true,
    slug: "{{slug}}",
    summary: "{{title}} ({{startDate}})",
    ...imageFolder("images/events", "../images/events"),
    fields: [
      line("title", "Title"),
      eventTiming(day("startDate", "Start date", { hint: "First (or only) day." })),
      eventTiming(
        day("endDate", "End date", {
          required: false,
          hint: "Last day of an event over several days; empty for one day.",
        }),
      ),
      eventTiming(toggle("allDay", "All day", { hint: "On for an event without times (then leave the times empty)." })),
      eventTiming(
        clock("startTime", "Start time", { required: false, hint: "On the 24-hour Amsterdam clock, e.g. 18:00." }),
      ),
      eventTiming(
        clock("endTime", "End time", { required: false, hint: "Empty and the calendar entry lasts 2 hours." }),
      ),
      eventTiming(
        toggle("endsNextDay", "Ends the next day", { hint: "On when the end time is after midnight (22:00 - 02:00)." }),
      ),
      line("location", "Location"),
      image("image", "Image"),
      altText("imageAlt"),
      toggle("hidePastEventTag", "Hide the 'Past Event' badge", { hint: "On hides the badge once the event is over." }),
      url("registrationUrl", "Registration form", {
        required: false,
        hint: "The Register button links to it until the event has ended.",
      }),
      toggle("draft", "Draft", { hint: "On hides the event everywhere." }),
      body("Description", { required: false }),
    ],
  };

  const board: CmsCollection = {
    name: "board",
    label: "Board years",
    label_singular: "Board year",
    folder: `${contentRoot}/board`,
    extension: "yaml",
    format: "yaml",
    create: true,
    identifier_field: "academicYear",
    slug: "{{academicYear}}",
    ...imageFolder("images/board", "../images/board"),
    fields: [
      line("academicYear", "Academic year", {
        required: false,
        pattern: patterns.academicYear,
        hint: "Needed when you add a year: two years in a row, e.g. 2026-2027; it becomes the file name.",
      }),
      list(
        "members",
        "Members",
        [
          line("name", "Name"),
          text("role", "Role", { hint: "A line break starts a new line on the card." }),
          image("image", "Photo"),
          text("bio", "Bio", { required: false, hint: "Short bio behind the card's toggle; empty for none." }),
          email("email", "Email", { required: false }),
          url("linkedin", "LinkedIn", { required: false, hint: "Professional profile URL." }),
          toggle("showLinkedInOnly", "Show only the profile link", { hint: "On hides the email." }),
          line("imagePosition", "Photo crop focus", {
            required: false,
            pattern: patterns.imagePosition,
            hint: "Crop focus, e.g. center 20%; empty for center.",
          }),
          line("imageTransform", "Photo transform", {
            required: false,
            pattern: patterns.imageTransform,
            hint: "Optional CSS transform for the photo, e.g. scale(1.1).",
          }),
        ],
        { summary: "{{fields.name}}" },
      ),
    ],
  };

  const teams: CmsCollection = {
    name: "teams",
    label: "Teams",
    label_singular: "Team",
    folder: `${contentRoot}/teams`,
    extension: "md",
    format: "frontmatter",
    create: true,
    identifier_field: "tileTitle",
    slug: "{{tileTitle}}",
    summary: "{{order}}. {{title}}",
    ...imageFolder("images/teams", "../images/teams"),
    fields: [
      line("title", "Title", { hint: "Page title, e.g. Marketing Team." }),
      whole("order", "Order", { min: 1, hint: "Position on the /teams overview (1 first)." }),
      text("tagline", "Tagline", { hint: "One sentence under the title." }),
      image("heroImage", "Hero image"),
      altText("heroImageAlt", "Hero image description"),
      image("image", "Image beside 'What We Do'"),
      altText("imageAlt"),
      lines("responsibilities", "Key responsibilities", { hint: "One line per bullet." }),
      line("duration", "Duration"),
      line("timeCommitment", "Time commitment"),
      {
        name: "roleId",
        label: "Role",
        widget: "relation",
        collection: "roles",
        search_fields: ["title"],
        value_field: "{{slug}}",
        display_fields: ["title"],
        hint: "The role a visitor applies for on this team.",
      },
      line("tileTitle", "Tile title", { hint: "The team's tile on Home, e.g. Marketing; also the page's address." }),
      image("tileImage", "Tile image"),
      altText("tileImageAlt", "Tile image description"),
      body("What We Do"),
    ],
  };

  const roles: CmsCollection = {
    name: "roles",
    label: "Roles",
    label_singular: "Role",
    folder: `${contentRoot}/roles`,
    extension: "md",
    format: "frontmatter",
    create: true,
    slug: "{{slug}}",
    fields: [
      line("title", "Title", { hint: "Role name, e.g. Elective Student Representative." }),
      line("team", "Team", { hint: "The team the role belongs to, e.g. Representatives." }),
      line("period", "Period", { hint: "e.g. September 2025 - June 2026." }),
      line("hoursPerWeek", "Hours per week", { hint: "e.g. 2-3 hours per week." }),
      text("summary", "Summary", { hint: "Short summary used on cards and in meta descriptions." }),
      lines("responsibilities", "Responsibilities", { hint: "One line per responsibility." }),
      toggle("openPosition", "Open position", { hint: "On lists the role under 'Available Positions' on /join." }),
      text("timelineFootnote", "Timeline footnote", {
        required: false,
        hint: "Optional small print under the details, e.g. who the period applies to.",
      }),
      body("Overview"),
    ],
  };

  const gallery: CmsCollection = {
    name: "gallery",
    label: "Photo albums",
    label_singular: "Photo album",
    folder: `${contentRoot}/gallery`,
    extension: "yaml",
    format: "yaml",
    create: true,
    // One album per year, in a folder named after it; a new album is this year's.
    path: "{{year}}/album",
    slug: "{{year}}",
    identifier_field: "photos",
    summary: "{{dirname}}",
    // Photos sit beside album.yaml.
    media_folder: "",
    public_folder: "",
    fields: [
      list(
        "photos",
        "Photos",
        [image("file", "Photo"), altText("alt", "Photo description"), text("caption", "Caption", { required: false })],
        { summary: "{{fields.caption}}" },
      ),
    ],
  };

  const pages: CmsCollection = {
    name: "pages",
    label: "Pages",
    label_singular: "Page",
    files: [
      {
        name: "home",
        label: "Home",
        file: `${contentRoot}/home.yaml`,
        ...imageFolder("images/home", "images/home"),
        fields: [
          group("hero", "Hero", [
            line("headline", "Headline"),
            line("tagline", "Tagline"),
            text("intro", "Intro", { hint: "One sentence under the headline." }),
            image("image", "Image"),
            altText("imageAlt"),
          ]),
          list(
            "statistics",
            "Statistics",
            [
              whole("number", "Number", { min: 0, hint: "Target value the counter reaches, e.g. 4500." }),
              line("suffix", "Suffix", { required: false, hint: "Shown after the number, e.g. +; empty for 'Since'." }),
              line("label", "Caption"),
              image("image", "Background artwork", { folder: [`/${contentRoot}/images/stats`, "images/stats"] }),
              toggle("countDown", "Count down", { hint: "Counts down from the start year instead of up from 0." }),
            ],
            { summary: "{{fields.number}}{{fields.suffix}} {{fields.label}}" },
          ),
          group("whoWeAre", "Who We Are", [
            line("title", "Title"),
            lines("paragraphs", "Paragraphs", { hint: "Paragraphs of plain text." }),
          ]),
          titleAndText("whatWeDo", "What We Do", "intro"),
          group("latestArticles", "Latest articles", [line("title", "Title")]),
          titleAndText("stayUpToDate", "Stay up to date"),
        ],
      },
      {
        name: "about",
        label: "About",
        file: `${contentRoot}/about.yaml`,
        ...imageFolder("images/about", "images/about"),
        fields: [
          group("hero", "Hero", [
            line("title", "Title"),
            text("subtitle", "Subtitle"),
            image("image", "Image"),
            altText("imageAlt"),
          ]),
          group("mission", "Mission", [
            line("title", "Title"),
            lines("paragraphs", "Paragraphs"),
            image("image", "Image"),
            altText("imageAlt"),
          ]),
          group("timeline", "Our Journey", [
            line("title", "Title"),
            list(
              "entries",
              "Entries",
              [
                line("year", "Year", { pattern: patterns.fourDigitYear, hint: "The year, e.g. 1985." }),
                line("title", "Title"),
                text("description", "Description"),
              ],
              { summary: "{{fields.year}} {{fields.title}}" },
            ),
          ]),
          group("values", "Values", [line("title", "Title"), iconCard("items", "Values")]),
        ],
      },
      {
        name: "join",
        label: "Join Us",
        file: `${contentRoot}/join.yaml`,
        ...imageFolder("images/join", "images/join"),
        fields: [
          line("title", "Title"),
          text("intro", "Intro"),
          image("heroImage", "Hero image"),
          altText("heroImageAlt", "Hero image description"),
          group("offers", "What SR Offers You", [line("title", "Title"), iconCard("items", "Offers")]),
          titleAndText("positions", "Available Positions", "intro"),
          group("applicationProcess", "Our Application Process", [
            line("title", "Title"),
            list(
              "tabs",
              "Tabs",
              [
                line("id", "Id", { pattern: patterns.slug, hint: "A short id for the tab, unique on the page." }),
                line("title", "Heading"),
                line("shortTitle", "Tab label"),
                list("sections", "Sections", [line("title", "Title"), text("content", "Content")], {
                  summary: "{{fields.title}}",
                }),
              ],
              { summary: "{{fields.shortTitle}}" },
            ),
          ]),
          group("faq", "FAQ", [
            line("title", "Title"),
            list("entries", "Questions", [line("question", "Question"), text("answer", "Answer")], {
              summary: "{{fields.question}}",
            }),
          ]),
          group("rolePage", "Role page headings", [
            line("overviewTitle", "Overview title"),
            line("responsibilitiesTitle", "Responsibilities title"),
          ]),
        ],
      },
      {
        name: "program",
        label: "Program",
        file: `${contentRoot}/program.yaml`,
        fields: [
          line("title", "Title"),
          text("intro", "Intro"),
          list(
            "sections",
            "Sections",
            [
              line("title", "Title"),
              list("links", "Links", [line("label", "Label"), url("url", "Address")], { summary: "{{fields.label}}" }),
            ],
            { summary: "{{fields.title}}" },
          ),
        ],
      },
      {
        name: "teams-overview",
        label: "Teams overview",
        file: `${contentRoot}/teams.yaml`,
        fields: [
          line("title", "Title"),
          text("intro", "Intro", { hint: "Also the page description for search engines." }),
          group("teamPage", "Headings of every team page", [
            line("whatWeDoTitle", "What We Do"),
            line("responsibilitiesTitle", "Responsibilities"),
            line("additionalInformationTitle", "Additional information"),
            line("joinTitle", "Join band"),
          ]),
        ],
      },
    ],
  };

  const support: CmsCollection = {
    name: "support",
    label: "Student Support",
    files: [
      {
        name: "support",
        label: "Student Support page (resources and group chats)",
        file: `${contentRoot}/support/support.yaml`,
        fields: [
          line("title", "Title"),
          text("intro", "Intro"),
          group("resources", "Support resources", [
            line("title", "Title"),
            text("intro", "Intro"),
            list(
              "items",
              "Resources",
              [
                line("title", "Title"),
                text("description", "Description"),
                choice("icon", "Icon", supportIcons),
                url("link", "Link"),
              ],
              { summary: "{{fields.title}}" },
            ),
          ]),
          group("groupChats", "Group chats", [
            line("title", "Title"),
            text("intro", "Intro"),
            list(
              "items",
              "Group chats",
              [
                line("title", "Title", { hint: "e.g. IBA 2025-2028." }),
                line("tag", "Programme", {
                  pattern: patterns.programmeTag,
                  hint: "e.g. IBA or BA: one filter button per programme.",
                }),
                url("link", "WhatsApp invite link"),
              ],
              { summary: "{{fields.title}}" },
            ),
          ]),
          titleAndText("feedback", "Feedback form", "intro"),
        ],
      },
    ],
  };

  const settings: CmsCollection = {
    name: "settings",
    label: "Site settings",
    files: [
      {
        name: "site",
        label: "Site settings",
        file: `${contentRoot}/site.yaml`,
        fields: [
          group("site", "Site", [
            line("name", "Name"),
            line("shortName", "Short name", { hint: "Under the site's icon on a phone's home screen, e.g. SR RSM." }),
            line("url", "Address", { pattern: patterns.siteUrl }),
            text("description", "Description", { hint: "What search engines and link previews show for Home." }),
          ]),
          group("contact", "Contact", [
            email("infoEmail", "General mailbox"),
            email("stakeholderRelationsEmail", "Feedback mailbox"),
            phone("phone", "Phone"),
            phone("whatsApp", "WhatsApp number"),
            group("address", "Address", [
              line("street", "Street"),
              line("postalCode", "Postal code"),
              line("city", "City"),
              line("country", "Country"),
            ]),
          ]),
          group("links", "Links", [
            group("social", "Social accounts", [
              url("instagram", "Instagram"),
              url("tiktok", "TikTok"),
              url("linkedin", "LinkedIn"),
            ]),
            url("subscribeForm", "Newsletter form"),
            url("applicationForm", "Application form"),
            url("knowledgeBase", "Knowledge base"),
          ]),
          group("knowledgeBaseNote", "Knowledge base note", [
            text("text", "Text"),
            line("linkText", "Link text", { hint: "Words of the text above that become the link." }),
          ]),
          group("supportChat", "Support chat", [
            line("greeting", "Greeting"),
            line("popupTitle", "Popup title"),
            text("popupText", "Popup text"),
          ]),
          titleAndText("newsletter", "Newsletter band"),
          group(
            "cms",
            "Editing in the browser",
            [
              line("repository", "GitHub repository", {
                pattern: patterns.repository,
                hint: "owner/name of the site's repository.",
              }),
              line("branch", "Branch", {
                pattern: patterns.branch,
                hint: "The branch the site is built from, e.g. main.",
              }),
              url("baseUrl", "OAuth proxy address", { required: false, hint: "Only for hosts other than Netlify." }),
              line("authEndpoint", "OAuth proxy sign-in path", {
                required: false,
                pattern: patterns.authEndpoint,
                hint: "The proxy's sign-in path when it is not auth.",
              }),
            ],
            { required: false },
          ),
        ],
      },
    ],
  };

  return [blog, events, board, teams, roles, gallery, pages, support, settings];
}

function backendFor({ repository, branch, baseUrl, authEndpoint }: CmsSettings): CmsBackend {
  return {
    name: "github",
    repo: repository,
    branch,
    ...(baseUrl ? { base_url: baseUrl } : {}),
    ...(authEndpoint ? { auth_endpoint: authEndpoint } : {}),
  };
}

/**
 * The whole configuration handed to CMS.init (no config.yml is fetched). With
 * `localBackendUrl` (npm run cms), Decap asks decap-server there first and edits the
 * working copy; without it (the built /admin), it signs in to GitHub.
 */
export function buildCmsConfig({
  settings,
  localBackendUrl,
  contentFolder = defaultContentFolder,
}: CmsTarget): CmsConfig {
  return {
    load_config_file: false,
    backend: backendFor(settings),
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : {}),
    // Drafts become pull requests, so the content check runs before anything is published.
    // decap-server's file-system mode knows only direct saves; Decap switches to them there.
    publish_mode: "editorial_workflow",
    media_folder: `${contentFolder}/images`,
    public_folder: "images",
    site_url: "/",
    display_url: "/",
    editor: { preview: true },
    collections: cmsCollections(contentFolder),
  };
}
