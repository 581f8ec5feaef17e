/**
 * The shapes the loaders hand to pages: what components, hooks and the browser may know
 * about content. No server imports, not even for types (the layer rule in biome.json):
 * the loaders in *.server.ts promise these types, so a component never reaches into a
 * loader module to learn what it receives.
 */
import type { ArchivePageFailed } from "~/lib/archive-page-loader";
import type { BlogTag } from "~/lib/blog";
import type { Programme, ProgrammeGroup, RepresentativeContact } from "~/lib/representatives";
import type { SaidProgramme, SaidStatus } from "~/lib/you-said-we-did";
import type { AboutContent } from "./schemas/about";
import type { AccessibilityContent } from "./schemas/accessibility";
import type { BlogFrontmatter } from "./schemas/blog";
import type { HomeContent, StatisticCard } from "./schemas/home";
import type { JoinContent, RoleFrontmatter } from "./schemas/teams";

/** A content image with its responsive variants (resolved at build time). */
export type ImageAsset = {
  width: number;
  height: number;
  /** Mid-size WebP for the `<img>` fallback. */
  src: string;
  /** The full-size original without its metadata, for downloads. */
  original: string;
  avifSrcset: string;
  webpSrcset: string;
};

/** `Data` with its image reference (a path in content/) replaced by the resolved image. */
type WithImage<Data, Key extends keyof Data> = Omit<Data, Key> & { [K in Key]: ImageAsset };

// ---------------------------------------------------------------- Blog

/** What cards, Home and the feed need: everything but the body. */
export type ArticleSummary = Omit<BlogFrontmatter, "image" | "draft"> & {
  slug: string;
  /** The date as '2025-11-01', for `<time datetime>`. */
  isoDate: string;
  image: ImageAsset;
};

export type Article = ArticleSummary & {
  /** The Markdown body rendered to HTML (raw HTML in the source is escaped). */
  html: string;
};

// ---------------------------------------------------------------- Board

export type BoardMemberCard = {
  name: string;
  /** The role, one entry per line. */
  role: string[];
  /** Left out for a member without a photo yet: the card shows their initials instead. */
  portrait?: ImageAsset;
  imagePosition: string;
  imageTransform?: string;
  bio?: string;
  mailto?: string;
  profile?: string;
};

/** Every academic year's board. */
export type BoardData = {
  /** Academic years, newest first. */
  years: string[];
  defaultYear: string;
  members: Record<string, BoardMemberCard[]>;
};

/** The board of one academic year, as the page shows it and /board/{year}/members.json holds it. */
export type YearBoard = { year: string; members: BoardMemberCard[] };

// ---------------------------------------------------------------- Student representatives

/** One representative's card on /representatives. */
export type RepresentativeCard = {
  name: string;
  programme: Programme;
  /** The study year they represent; left out for the whole programme. */
  year?: number;
  covers: string;
  /** Left out for someone without a photo: the card shows their initials instead. */
  portrait?: ImageAsset;
  /** 'AV' for 'Ada Vermeer' (lib/initials.ts), shown while there is no portrait. */
  initials: string;
  /** Their role mailbox (never a personal address); left out when they have none. */
  mailbox?: string;
};

/** The representatives of one academic year, in the file's order. */
export type RepresentativesYear = { year: string; representatives: RepresentativeCard[] };

/** A programme's group chat, where a representative without a mailbox is reached. */
export type ProgrammeChat = { programme: Programme; title: string; link: string };

/** A card with the way the page offers to reach them. */
export type RepresentativeEntry = RepresentativeCard & { contact: RepresentativeContact };

/** One programme's section of the page: its study years' cards and its group chats. */
export type ProgrammeSection = ProgrammeGroup<RepresentativeEntry> & { chats: { title: string; link: string }[] };

/** What /representatives and /representatives/{year} show of a year, grouped at build time. */
export type RepresentativesPage = { year: string; programmes: ProgrammeSection[] };

// ---------------------------------------------------------------- Events

/** One card on /events. */
export type EventItem = {
  id: string;
  title: string;
  /** 'October 14-18, 2024'. */
  dateText: string;
  /** '18:00 - 20:00', '17:30' or 'All day'. */
  timeText: string;
  /** First day, 'YYYY-MM-DD', for the <time> element. */
  startDate: string;
  year: string;
  location: string;
  image: ImageAsset;
  imageAlt: string;
  /** Upcoming when the page was built; the browser checks again against `endsAt`. */
  upcoming: boolean;
  /** When the event is over, in milliseconds since 1970 (UTC). */
  endsAt: number;
  hidePastEventTag: boolean;
  registrationUrl: string | null;
  descriptionHtml: string | null;
  googleCalendarUrl: string;
  /** Where the browser downloads the event's .ics file. */
  calendarFile: string;
};

// ---------------------------------------------------------------- Photos

export type GalleryPhoto = {
  /** Unique on the page: '2025-3'. */
  id: string;
  year: string;
  /** 1-based position within the year's album. */
  number: number;
  alt: string;
  caption?: string;
  image: ImageAsset;
};

export type GalleryData = {
  /** Years that have photos, newest first. */
  years: string[];
  /** The photos of the albums /photos carries, newest year first, each year in album order. */
  photos: GalleryPhoto[];
  /** The years whose album has a page of its own (/photos/2019), newest first. */
  archiveYears: string[];
};

// ---------------------------------------------------------------- The listings' archives

/**
 * A page of a listing's archive as its data reaches a filter in the browser (ADR 052): the
 * page's data, or, when its `.data` file did not arrive, that it failed (its route's
 * clientLoader). Both name the page's address.
 */
export type ArchivePageData<Data extends { path: string }> = Data | ArchivePageFailed;

/** The page of a year's past events (/events/year/2024), for a year /events does not carry whole. */
export type EventsYearData = { path: string; year: string; events: EventItem[]; archiveYears: string[] };

/** A numbered page of every article (/blog/page/2) or of a tag's (/blog/tag/alumni/page/2). */
export type BlogArchiveData = {
  path: string;
  /** The tag whose articles the page lists, or null for every article. */
  tag: BlogTag | null;
  page: number;
  pageCount: number;
  articles: ArticleSummary[];
};

/** The page of an album /photos does not carry (/photos/2019). */
export type GalleryYearData = { path: string; year: string; photos: GalleryPhoto[]; archiveYears: string[] };

// ---------------------------------------------------------------- Home and About

export type HomeData = Omit<HomeContent, "hero" | "statistics"> & {
  hero: WithImage<HomeContent["hero"], "image">;
  statistics: WithImage<StatisticCard, "image">[];
};

export type AboutData = Omit<AboutContent, "hero" | "mission"> & {
  hero: WithImage<AboutContent["hero"], "image">;
  mission: WithImage<AboutContent["mission"], "image">;
};

/**
 * The accessibility statement as its page shows it: the checks' intro with the number of
 * pages the tests check written in, and the board's last review as a day and its words.
 */
export type AccessibilityStatement = Omit<AccessibilityContent, "lastReviewed"> & {
  lastReviewed: { iso: string; text: string };
};

// ---------------------------------------------------------------- Teams

/** A card on /teams. */
export type TeamSummary = { slug: string; title: string; tagline: string; image: ImageAsset; imageAlt: string };

/** A tile in Home's 'What We Do'. */
export type TeamTile = { slug: string; title: string; image: ImageAsset; imageAlt: string };

// ---------------------------------------------------------------- Join Us

export type Role = RoleFrontmatter & {
  id: string;
  /** The Markdown body rendered to HTML. */
  overviewHtml: string;
};

/** A role listed under 'Available Positions'. */
export type OpenPosition = Pick<Role, "id" | "title" | "team" | "period" | "hoursPerWeek" | "summary">;

export type JoinData = WithImage<JoinContent, "heroImage"> & { openPositions: OpenPosition[] };
export type Offer = JoinData["offers"]["items"][number];
export type ApplicationTab = JoinData["applicationProcess"]["tabs"][number];
export type FaqEntry = JoinData["faq"]["entries"][number];

// ---------------------------------------------------------------- You said, we did

/** One item of /you-said-we-did: what students raised and what came of it. */
export type YouSaidWeDidItem = {
  /** The file name without extension. */
  id: string;
  /** The item's element id on the page ('item-<id>'). */
  anchor: string;
  title: string;
  /** What students raised. */
  raised: string;
  programme: SaidProgramme;
  status: SaidStatus;
  /** 'YYYY-MM-DD', for `<time datetime>` and the order. */
  raisedOn: string;
  /** 'March 14, 2025'. */
  raisedOnText: string;
  /** Only for a done item. */
  doneOn?: string;
  doneOnText?: string;
  /** Why it was not possible (only for 'Not possible'). */
  reason?: string;
  /** What was done, the Markdown body rendered to HTML; null without one. */
  doneHtml: string | null;
  /** A report or article: on this site (`internal`) or elsewhere. */
  link?: { href: string; internal: boolean };
};

/** What Home's 'You said, we did' shows of a done item. */
export type DoneItemSummary = Pick<
  YouSaidWeDidItem,
  "anchor" | "title" | "raised" | "programme" | "doneOn" | "doneOnText"
>;
