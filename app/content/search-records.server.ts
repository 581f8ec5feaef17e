/**
 * The site search's records, built from the same loaders the pages render: one record per
 * page, and one per item that a result should land on (an event, an FAQ answer, a support
 * resource, a group chat, a board member of a year page), at the item's anchor on its page.
 * scripts/search-index.ts hands them to Pagefind and writes what a result shows of each
 * (its summary); /search lists them as its directory. Nothing here reads the built pages:
 * the end-to-end spec tests/e2e/search-index.spec.ts checks that every record's anchor is
 * on its prerendered page and that every searchable page has its record.
 *
 * A new page adds its records with one function below (`…Records(): SearchRecord[]`),
 * listed in `recordSources`. A page's record holds its own text; an item that is a
 * record of its own is left out of its page's record, as a result should land on it.
 */
import { formatCounter } from "~/lib/counter";
import { eventPagePath } from "~/lib/event-paths";
import { memberAnchorIds } from "~/lib/member-anchor";
import { anchorIds, type SearchType } from "~/lib/search-records";
import { loadAllArticles, latestArticles as loadLatestArticles } from "./blog.server";
import { loadBoard } from "./board.server";
import { loadEvents } from "./events.server";
import { loadGallery } from "./gallery.server";
import { loadJoin, loadRolePageHeadings, loadRoles } from "./join.server";
import { fixedPageTexts, supportCardTexts } from "./page-texts";
import { representativesDefaults, representativesYearTexts } from "./page-texts/representatives";
import { loadAbout, loadHome, loadProgram } from "./pages.server";
import { representativesSearchItems } from "./representatives.server";
import { loadSiteSettings } from "./site-content.server";
import { loadSupport } from "./support.server";
import { findTeam, loadTeamSummaries, loadTeamsPage, loadTeamTiles } from "./teams.server";
import { loadYouSaidWeDidSearchItems } from "./you-said-we-did.server";

/**
 * A part of a record's text, in the page's reading order: a heading (weighted as the
 * page's h2 or h3: a heading there is a heading here, a card's title in a link is text),
 * plain text, or HTML the loaders rendered from Markdown.
 */
export type SearchBlock = { heading: string; level?: 2 | 3 } | { text: string } | { html: string };

export type SearchRecord = {
  /** The page's path, with `#id` for an item: the element the result lands on. */
  url: string;
  type: SearchType;
  /** What a result is titled: the page's h1, the item's heading (an FAQ's question). */
  title: string;
  /** An event's date as its card shows it. */
  date?: string;
  /** An article's author and tag, searchable and kept with the record. */
  author?: string;
  tag?: string;
  /** The line under the title in the /search directory. */
  detail?: string;
  /** Left out of the /search directory (a board member: their year's page is listed). */
  unlisted?: true;
  body: SearchBlock[];
};

const text = (value: string | null | undefined): SearchBlock[] => (value ? [{ text: value }] : []);
const heading = (value: string, level: 2 | 3 = 2): SearchBlock => ({ heading: value, level });

function homeRecords(): SearchRecord[] {
  const { hero, statistics, whoWeAre, whatWeDo, latestArticles, stayUpToDate } = loadHome();
  const articles = loadLatestArticles();
  return [
    {
      url: "/",
      type: "Page",
      title: hero.headline,
      body: [
        ...text(hero.tagline),
        ...text(hero.intro),
        ...statistics.map((card) => ({ text: `${formatCounter(card.number, card)}${card.suffix} ${card.label}` })),
        heading(whoWeAre.title),
        ...whoWeAre.paragraphs.map((paragraph) => ({ text: paragraph })),
        heading(whatWeDo.title),
        ...text(whatWeDo.intro),
        ...loadTeamTiles().map((tile) => ({ text: tile.title })),
        heading(latestArticles.title),
        ...articles.flatMap((article) => [heading(article.title, 3), ...text(article.description)]),
        heading(stayUpToDate.title),
        ...text(stayUpToDate.text),
      ],
    },
  ];
}

function aboutRecords(): SearchRecord[] {
  const { hero, mission, timeline, values } = loadAbout();
  return [
    {
      url: "/about",
      type: "Page",
      title: hero.title,
      body: [
        ...text(hero.subtitle),
        heading(mission.title),
        ...mission.paragraphs.map((paragraph) => ({ text: paragraph })),
        heading(timeline.title),
        ...timeline.entries.flatMap((entry) => [
          { text: entry.year },
          heading(entry.title, 3),
          ...text(entry.description),
        ]),
        heading(values.title),
        ...values.items.flatMap((value) => [heading(value.title, 3), ...text(value.description)]),
      ],
    },
  ];
}

function programRecords(): SearchRecord[] {
  const program = loadProgram();
  return [
    {
      url: "/program",
      type: "Page",
      title: program.title,
      body: [
        ...text(program.intro),
        ...program.sections.flatMap((section) => [
          heading(section.title),
          ...section.links.map((link) => ({ text: link.label })),
        ]),
      ],
    },
  ];
}

function teamsRecords(): SearchRecord[] {
  const page = loadTeamsPage();
  const knowledgeBaseNote = loadSiteSettings().knowledgeBaseNote.text;
  const summaries = loadTeamSummaries();
  const teams = summaries.map((summary) => findTeam(summary.slug)).filter((team) => team !== undefined);
  return [
    {
      url: "/teams",
      type: "Page",
      title: page.title,
      body: [...text(page.intro), ...summaries.flatMap((team) => [{ text: team.title }, ...text(team.tagline)])],
    },
    ...teams.map(
      (team): SearchRecord => ({
        url: `/teams/${team.slug}`,
        type: "Team",
        title: team.title,
        body: [
          ...text(team.tagline),
          heading(page.teamPage.whatWeDoTitle),
          { html: team.whatWeDoHtml },
          heading(page.teamPage.responsibilitiesTitle),
          ...team.responsibilities.map((item) => ({ text: item })),
          heading(page.teamPage.additionalInformationTitle),
          heading("Duration", 3),
          ...text(team.duration),
          ...text(knowledgeBaseNote),
          heading("Time Commitment", 3),
          ...text(team.timeCommitment),
          heading(page.teamPage.joinTitle),
          ...text(`Read about the ${team.role.title} role, then see how to apply.`),
        ],
      }),
    ),
  ];
}

function joinRecords(): SearchRecord[] {
  const join = loadJoin();
  const faqIds = anchorIds(
    "faq",
    join.faq.entries.map((entry) => entry.question),
  );
  return [
    {
      url: "/join",
      type: "Page",
      title: join.title,
      body: [
        ...text(join.intro),
        heading(join.offers.title),
        ...join.offers.items.flatMap((offer) => [heading(offer.title, 3), ...text(offer.description)]),
        heading(join.positions.title),
        ...text(join.positions.intro),
        ...join.openPositions.flatMap((position) => [
          { text: position.team },
          { text: position.title },
          ...text(position.summary),
          { text: `${position.period}. ${position.hoursPerWeek}.` },
        ]),
        heading(join.applicationProcess.title),
        ...join.applicationProcess.tabs.flatMap((tab) => [
          heading(tab.title, 3),
          ...tab.sections.flatMap((section) => [{ text: section.title }, ...text(section.content)]),
        ]),
        heading(join.faq.title),
      ],
    },
    ...join.faq.entries.map(
      (entry, index): SearchRecord => ({
        url: `/join#${faqIds[index]}`,
        type: "FAQ",
        title: entry.question,
        body: text(entry.answer),
      }),
    ),
  ];
}

function roleRecords(): SearchRecord[] {
  const headings = loadRolePageHeadings();
  const knowledgeBaseNote = loadSiteSettings().knowledgeBaseNote.text;
  return loadRoles().map((role) => ({
    url: `/join/role/${role.id}`,
    type: "Role",
    title: role.title,
    body: [
      ...text(role.summary),
      heading(headings.overviewTitle),
      { html: role.overviewHtml },
      heading(headings.responsibilitiesTitle),
      ...role.responsibilities.map((item) => ({ text: item })),
      { text: `Team ${role.team}. Period ${role.period}. Time commitment ${role.hoursPerWeek}.` },
      // The role's timeline note leads the knowledge base's note, as the page shows them.
      ...(role.timelineFootnote ? [{ text: role.timelineFootnote }, { text: knowledgeBaseNote }] : []),
    ],
  }));
}

function boardRecords(): SearchRecord[] {
  const board = loadBoard();
  const memberText = (member: { name: string; role: string[]; bio?: string }): SearchBlock[] => [
    ...member.role.map((line) => ({ text: line })),
    ...text(member.bio),
  ];
  const newest = board.members[board.defaultYear] ?? [];
  const overview: SearchRecord = {
    url: "/board",
    type: "Page",
    title: fixedPageTexts.board.title,
    // The newest year's members are part of /board; each is a record on their year's page.
    body: [
      ...text(fixedPageTexts.board.lead),
      heading(`Board ${board.defaultYear}`),
      ...newest.flatMap((member) => [heading(member.name, 3), ...memberText(member)]),
    ],
  };
  const years = board.years.flatMap((year): SearchRecord[] => {
    const members = board.members[year] ?? [];
    const texts = fixedPageTexts.boardYear(year);
    const ids = memberAnchorIds(members.map((member) => member.name));
    return [
      { url: `/board/${year}`, type: "Board", title: texts.title, body: [...text(texts.lead), heading("Members")] },
      ...members.map(
        (member, index): SearchRecord => ({
          url: `/board/${year}#${ids[index]}`,
          type: "Board",
          title: member.name,
          unlisted: true,
          body: memberText(member),
        }),
      ),
    ];
  });
  return [overview, ...years];
}

function blogRecords(): SearchRecord[] {
  const articles = loadAllArticles();
  return [
    {
      url: "/blog",
      type: "Page",
      title: fixedPageTexts.blog.title,
      body: [
        ...text(fixedPageTexts.blog.lead),
        ...articles.flatMap((article) => [
          ...text(article.tag),
          heading(article.title),
          ...text(article.description),
          { text: `Written by ${article.author} · ${article.date}` },
        ]),
      ],
    },
    ...articles.map(
      (article): SearchRecord => ({
        url: `/blog/${article.slug}`,
        type: "Article",
        title: article.title,
        author: article.author,
        ...(article.tag ? { tag: article.tag } : {}),
        detail: `${article.author}, ${article.date}`,
        body: [
          ...text(article.tag),
          ...text(article.description),
          { text: `Written by ${article.author} · ${article.date}` },
          { html: article.html },
        ],
      }),
    ),
  ];
}

function eventRecords(): SearchRecord[] {
  return [
    {
      url: "/events",
      type: "Page",
      title: fixedPageTexts.events.title,
      body: text(fixedPageTexts.events.lead),
    },
    ...loadEvents().map(
      (event): SearchRecord => ({
        url: eventPagePath(event.id),
        type: "Event",
        title: event.title,
        date: event.dateText,
        detail: `${event.dateText}, ${event.location}`,
        body: [
          { text: event.dateText },
          { text: event.timeText },
          { text: event.location },
          ...(event.descriptionHtml ? [{ html: event.descriptionHtml }] : []),
        ],
      }),
    ),
  ];
}

function photoRecords(): SearchRecord[] {
  const { photos } = loadGallery();
  return [
    {
      url: "/photos",
      type: "Page",
      title: fixedPageTexts.photos.title,
      body: [
        ...text(fixedPageTexts.photos.lead),
        ...photos.map((photo) => ({ text: `SR Photo ${photo.number}, ${photo.year}: ${photo.caption ?? ""}` })),
      ],
    },
  ];
}

function supportRecords(): SearchRecord[] {
  const support = loadSupport();
  const { resources, groupChats, feedback } = support;
  const resourceIds = anchorIds(
    "support",
    resources.items.map((resource) => resource.title),
  );
  const chatIds = anchorIds(
    "chat",
    groupChats.items.map((chat) => chat.title),
  );
  return [
    {
      url: "/student-support",
      type: "Page",
      title: support.title,
      body: [
        ...text(support.intro),
        heading(resources.title),
        ...text(resources.intro),
        heading(groupChats.title),
        ...text(groupChats.intro),
        heading(feedback.title),
        ...text(feedback.intro),
      ],
    },
    ...resources.items.map(
      (resource, index): SearchRecord => ({
        url: `/student-support#${resourceIds[index]}`,
        type: "Support",
        title: resource.title,
        detail: resource.description,
        body: [...text(resource.description), { text: supportCardTexts.resourceLink }],
      }),
    ),
    ...groupChats.items.map(
      (chat, index): SearchRecord => ({
        url: `/student-support#${chatIds[index]}`,
        type: "Support",
        title: chat.title,
        detail: supportCardTexts.groupChatLine,
        body: [{ text: chat.tag }, { text: supportCardTexts.groupChatLine }, { text: supportCardTexts.groupChatLink }],
      }),
    ),
  ];
}

/**
 * /representatives and each year's page. A representative is found by the page that lists
 * them (their card has no heading a result could land under): /representatives carries the
 * newest year's people, each older year's page its own; the newest year's own page, which
 * shows the same people as /representatives, only its title and lead.
 */
function representativesRecords(): SearchRecord[] {
  const pages = representativesSearchItems();
  const people = (items: { title: string; text: string }[]): SearchBlock[] =>
    items.flatMap((item) => [heading(item.title, 3), { text: item.text }]);
  return pages.map(({ path, items }, index): SearchRecord => {
    const year = path.split("/")[2];
    const texts = year ? representativesYearTexts(year) : representativesDefaults;
    // pages[0] is /representatives and pages[1] the newest year's page.
    const listsPeople = index !== 1;
    return {
      url: path,
      type: "Page",
      title: texts.title,
      body: [...text(texts.lead), ...(listsPeople ? people(items) : [])],
    };
  });
}

/** /you-said-we-did: the page, and each item at its anchor, headed by what was raised. */
function youSaidWeDidRecords(): SearchRecord[] {
  const { title, lead } = fixedPageTexts.youSaidWeDid;
  const items = loadYouSaidWeDidSearchItems().map(
    (item): SearchRecord => ({
      url: `/you-said-we-did#${item.id}`,
      type: "Page",
      title: item.title,
      body: text(item.text),
    }),
  );
  return [{ url: "/you-said-we-did", type: "Page", title, body: text(lead) }, ...items];
}

/**
 * Every page's records, one function per page (or kind of page). A new page adds its
 * function here; /search (a list of every record) and /404 have none.
 */
export const recordSources: readonly (() => SearchRecord[])[] = [
  homeRecords,
  aboutRecords,
  programRecords,
  teamsRecords,
  joinRecords,
  roleRecords,
  boardRecords,
  blogRecords,
  eventRecords,
  photoRecords,
  supportRecords,
  representativesRecords,
  youSaidWeDidRecords,
];

/** Every record of the site, in the order of `recordSources`; fails on a URL given twice. */
export function searchRecords(): SearchRecord[] {
  const records = recordSources.flatMap((source) => source());
  const seen = new Set<string>();
  for (const record of records) {
    if (seen.has(record.url)) throw new Error(`Two search records have the address ${record.url}`);
    seen.add(record.url);
  }
  return records;
}

/** An entry of the /search directory. */
export type DirectoryEntry = Pick<SearchRecord, "type" | "title" | "url" | "detail">;

/** The /search directory: every record but the unlisted ones, as a result would show it. */
export function directoryEntries(records: readonly SearchRecord[] = searchRecords()): DirectoryEntry[] {
  return records
    .filter((record) => !record.unlisted)
    .map(({ type, title, url, detail }) => ({ type, title, url, ...(detail ? { detail } : {}) }));
}
