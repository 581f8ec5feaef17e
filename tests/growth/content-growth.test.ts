/**
 * Content grows and shrinks by files alone. This copies the shipped content/ to a
 * temporary folder, adds one item of every kind (tests/fixtures/content/added/: whole
 * files, and list-entries.yaml for the lists inside content files), removes one original
 * item of every kind (links to it in other files then point at its list page, as the
 * editor who deletes it would do), then runs the content check and a real build against
 * the copy, and reads the built site: each addition is on its page, in the navigation
 * where it belongs, the sitemap and the feeds; each removal is gone.
 *
 * It reads the shipped content as editors leave it, so it pins none of its counts or
 * titles: what it removes is chosen from the copy, what it adds comes from the fixtures.
 * Run by `npm test` after the builds (vitest.growth.config.ts): the build takes a while.
 */
import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isMap, isSeq, parse, parseDocument } from "yaml";
import { compilePattern, matchPattern } from "~/content/file-patterns";
import { entryPage, hasEntryPages, isFolderPattern, registeredCollections } from "~/content/registry";
import { imageOutputs } from "../../scripts/images/outputs.mjs";

const addedDir = path.resolve("tests/fixtures/content/added");
const listEntriesFile = path.join(addedDir, "list-entries.yaml");
/** The fixture files that are added to the copy, relative to it ('blog/fixture-….md'). */
const fixtureFiles = fs
  .readdirSync(addedDir, { recursive: true, encoding: "utf8" })
  .filter((file) => fs.statSync(path.join(addedDir, file)).isFile() && path.join(addedDir, file) !== listEntriesFile)
  .map((file) => file.split(path.sep).join("/"));
/** Each collection of the registry with one file per entry, and the ids of its added fixtures. */
const addedByCollection = registeredCollections
  .filter(([, { files }]) => isFolderPattern(files))
  .map(([name, { files, page }]) => {
    const pattern = compilePattern(files);
    const ids = fixtureFiles.flatMap((file) => matchPattern(pattern, file) ?? []);
    return { name, files, page, ids };
  });
const work = fs.mkdtempSync(path.join(os.tmpdir(), "sr-growth-"));
const contentDir = path.join(work, "content");
// Inside the project: the prerender imports the server build, which resolves react from node_modules.
const buildDir = fs.mkdtempSync(path.resolve(".build-growth-"));
const clientDir = path.join(buildDir, "client");

// ---------------------------------------------------------------- Reading content and output

const read = (file: string) => fs.readFileSync(file, "utf8");

/** Front matter of a Markdown file, or a whole YAML file. */
function readData(relative: string): Record<string, unknown> {
  const text = read(path.join(contentDir, relative));
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  return parse(frontMatter ?? text) as Record<string, unknown>;
}

const stringField = (relative: string, field: string) => String(readData(relative)[field]);

/** Ids of a folder's entries: file names without extension, README aside. */
function idsIn(folder: string, extension: string): string[] {
  return fs
    .readdirSync(path.join(contentDir, folder))
    .filter((name) => name.endsWith(extension) && !/^readme\./i.test(name))
    .map((name) => name.slice(0, -extension.length))
    .sort();
}

/** Every text file of the content copy, relative to it, with its text. */
function contentTexts(): Map<string, string> {
  const files = fs.readdirSync(contentDir, { recursive: true, encoding: "utf8" });
  return new Map(
    files
      .filter((file) => /\.(md|ya?ml)$/.test(file) && !/^readme\./i.test(path.basename(file)))
      .map((file) => [file.split(path.sep).join("/"), read(path.join(contentDir, file))]),
  );
}

function decodeHtml(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const builtExists = (relative: string) => fs.existsSync(path.join(clientDir, relative));

/** A built file's text; a missing file fails the test (so no absence check passes on a failed build). */
const built = (relative: string) => {
  if (!builtExists(relative)) throw new Error(`The build has no ${relative}`);
  return read(path.join(clientDir, relative));
};

/** A prerendered page's HTML, decoded ('/' → index.html, '/blog' → blog/index.html). */
const page = (route: string) => decodeHtml(built(path.join(route, "index.html")));

const pageExists = (route: string) => builtExists(path.join(route, "index.html"));

/** One element of a page, e.g. its <header> or <footer>. */
const element = (html: string, tag: string) => new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? "";

/** The calendar feed with folded lines joined and text escapes undone, as a reader sees it. */
const calendarText = (relative: string) =>
  built(relative)
    .replace(/\r?\n[ \t]/g, "")
    .replace(/\\([,;\\])/g, "$1");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An element whose whole text is `text` (not a longer title that contains it). */
const wholeText = (text: string) => new RegExp(`>\\s*${escapeRegExp(text)}\\s*<`);

const sitemapPaths = () =>
  [...built("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);

// ---------------------------------------------------------------- Choosing what to remove

/**
 * An item that could be removed: its files, the links to it that other files may hold
 * (each with the page a link should point to instead), and text in another file that
 * forbids removing it (a team naming the role as its roleId).
 */
type Candidate = { id: string; files: string[]; links: [from: string, to: string][]; blockers?: string[] };

const isOwnFile = (candidate: Candidate, file: string) =>
  candidate.files.some((own) => file === own || file.startsWith(`${own}/`));

/** A link target in text, not the start of a longer one ('/blog/a' in '/blog/a-b'). */
const linkPattern = (target: string) => new RegExp(`${escapeRegExp(target)}(?![\\w-])`, "g");

/**
 * The first candidate no other file links to, else the first one another file links to
 * (those links are pointed at the list page, as the editor who deletes the item would
 * do). A candidate with a blocker in another file is never chosen.
 */
function chooseRemoval(kind: string, candidates: Candidate[]): Candidate {
  const texts = [...contentTexts()];
  const others = (candidate: Candidate) => texts.filter(([file]) => !isOwnFile(candidate, file));
  const allowed = candidates.filter((candidate) =>
    others(candidate).every(([, text]) => !(candidate.blockers ?? []).some((blocker) => text.includes(blocker))),
  );
  const unlinked = allowed.find((candidate) =>
    others(candidate).every(([, text]) => candidate.links.every(([from]) => !linkPattern(from).test(text))),
  );
  const chosen = unlinked ?? allowed[0];
  if (!chosen) throw new Error(`No ${kind} in content/ can be removed: another file needs each of them`);
  return chosen;
}

/** Deletes a candidate's files and points the links to it at its list page. */
function remove(candidate: Candidate) {
  for (const file of candidate.files) fs.rmSync(path.join(contentDir, file), { recursive: true });
  for (const [file, text] of contentTexts()) {
    const relinked = candidate.links.reduce((current, [from, to]) => current.replace(linkPattern(from), to), text);
    if (relinked !== text) fs.writeFileSync(path.join(contentDir, file), relinked);
  }
}

/** A list inside a content file: add the fixture's entry, remove the first original one. */
function growList(file: string, listPath: string[], entry: Record<string, unknown>): Record<string, unknown> {
  const document = parseDocument(read(path.join(contentDir, file)));
  const list = document.getIn(listPath, true);
  if (!isSeq(list)) throw new Error(`${file}: ${listPath.join(".")} is not a list`);
  const first = list.items[0];
  if (!isMap(first)) throw new Error(`${file}: ${listPath.join(".")} has no entry to remove`);
  const removed = first.toJSON() as Record<string, unknown>;
  list.items.splice(0, 1);
  list.items.push(document.createNode(entry));
  fs.writeFileSync(path.join(contentDir, file), document.toString());
  return removed;
}

// ---------------------------------------------------------------- Growing the copy

/** The name of the first person of a representatives year of the copy. */
function firstRepresentative(year: string): string {
  return (readData(`representatives/${year}.yaml`).representatives as { name: string }[])[0]?.name ?? "";
}

const added = {
  article: { slug: "fixture-welcome-to-the-new-board", title: "Fixture: Welcome to the New Board" },
  event: { id: "fixture-winter-drinks-2025", title: "Fixture Winter Drinks" },
  boardYear: { year: "2099-2100", member: "Fixture Chairperson" },
  representativesYear: { year: "2099-2100", person: "Fixture Representative" },
  role: { id: "fixture-sustainability-officer", title: "Fixture Sustainability Officer" },
  team: { slug: "fixture-sustainability", title: "Fixture Sustainability Team", tile: "Fixture Sustainability" },
  album: { year: "2099", alt: "Illustration that proves a new photo album reaches the gallery" },
  saidItem: { id: "fixture-growth-item", title: "Fixture Item That Proves New Files Appear" },
};
const entries = parse(read(listEntriesFile)) as Record<
  "groupChat" | "supportResource" | "faqEntry",
  Record<string, string>
>;

type Removed = {
  article: { slug: string; title: string };
  event: { id: string; title: string };
  boardYear: string;
  previousDefaultMember: string;
  representativesYear: string;
  previousDefaultRepresentative: string;
  team: { slug: string; title: string };
  role: string;
  album: { year: string; alt: string };
  saidItem: { id: string; title: string };
  groupChat: Record<string, unknown>;
  supportResource: Record<string, unknown>;
  faqEntry: Record<string, unknown>;
};
let removed: Removed;
let check: SpawnSyncReturns<string>;
let build: SpawnSyncReturns<string>;

/** The last lines of a command's output, for a failure message. */
const tail = (result: SpawnSyncReturns<string>) =>
  `${result.stdout}\n${result.stderr}`.trim().split("\n").slice(-30).join("\n");

beforeAll(() => {
  fs.cpSync(path.resolve("content"), contentDir, { recursive: true });
  const clashes = fixtureFiles.filter((file) => fs.existsSync(path.join(contentDir, file)));
  if (clashes.length > 0) {
    throw new Error(`content/ already has ${clashes.join(", ")}: rename the fixture in tests/fixtures/content/added/`);
  }

  // Removals are chosen among the original items, before anything is added.
  const article = chooseRemoval(
    "article",
    idsIn("blog", ".md").map((slug) => ({ id: slug, files: [`blog/${slug}.md`], links: [[`/blog/${slug}`, "/blog"]] })),
  );
  const event = chooseRemoval(
    "event",
    idsIn("events", ".md").map((id) => ({
      id,
      files: [`events/${id}.md`],
      links: [
        [`/events/${id}/calendar.ics`, "/events.ics"],
        [`/events/${id}`, "/events"],
      ],
    })),
  );
  const years = idsIn("board", ".yaml");
  const boardYear = chooseRemoval(
    "board year",
    years.map((year) => ({
      id: year,
      files: [`board/${year}.yaml`],
      links: [
        [`/board?year=${year}`, "/board"],
        [`/board/${year}/members.json`, "/board"],
        // After members.json, which this pattern would cut short.
        [`/board/${year}`, "/board"],
      ],
    })),
  );
  // The year the Board page opened on before the new one was added (the newest one kept).
  const previousDefaultYear = years.filter((year) => year !== boardYear.id).at(-1) ?? "";
  const representativeYears = idsIn("representatives", ".yaml");
  const representativesYear = chooseRemoval(
    "representatives year",
    representativeYears.map((year) => ({
      id: year,
      files: [`representatives/${year}.yaml`],
      links: [[`/representatives/${year}`, "/representatives"]],
    })),
  );
  // The year /representatives showed before the new one was added (the newest one kept).
  const previousRepresentativesYear =
    representativeYears.filter((year) => year !== representativesYear.id).at(-1) ?? "";
  const team = chooseRemoval(
    "team and its role",
    idsIn("teams", ".md").map((slug) => {
      const roleId = stringField(`teams/${slug}.md`, "roleId");
      return {
        id: slug,
        files: [`teams/${slug}.md`, `roles/${roleId}.md`],
        links: [
          [`/teams/${slug}`, "/teams"],
          [`/join/role/${roleId}`, "/join"],
        ],
        blockers: [`roleId: ${roleId}`],
      };
    }),
  );
  const albumYears = fs.readdirSync(path.join(contentDir, "gallery")).filter((name) => /^\d{4}$/.test(name));
  const album = chooseRemoval(
    "photo album",
    albumYears
      .sort()
      .map((year) => ({ id: year, files: [`gallery/${year}`], links: [[`/photos?year=${year}`, "/photos"]] })),
  );
  const albumPhotos = readData(`gallery/${album.id}/album.yaml`).photos as { alt: string }[];
  const saidItem = chooseRemoval(
    "'You said, we did' item",
    idsIn("you-said-we-did", ".md").map((id) => ({
      id,
      files: [`you-said-we-did/${id}.md`],
      links: [[`/you-said-we-did#item-${id}`, "/you-said-we-did"]],
    })),
  );

  removed = {
    article: { slug: article.id, title: stringField(article.files[0] ?? "", "title") },
    event: { id: event.id, title: stringField(event.files[0] ?? "", "title") },
    boardYear: boardYear.id,
    previousDefaultMember: (readData(`board/${previousDefaultYear}.yaml`).members as { name: string }[])[0]?.name ?? "",
    representativesYear: representativesYear.id,
    previousDefaultRepresentative: firstRepresentative(previousRepresentativesYear),
    team: { slug: team.id, title: stringField(`teams/${team.id}.md`, "title") },
    role: path.basename(team.files[1] ?? "", ".md"),
    album: { year: album.id, alt: albumPhotos[0]?.alt ?? "" },
    saidItem: { id: saidItem.id, title: stringField(saidItem.files[0] ?? "", "title") },
    groupChat: growList("support/support.yaml", ["groupChats", "items"], entries.groupChat),
    supportResource: growList("support/support.yaml", ["resources", "items"], entries.supportResource),
    faqEntry: growList("join.yaml", ["faq", "entries"], entries.faqEntry),
  };
  for (const candidate of [article, event, boardYear, representativesYear, team, album, saidItem]) remove(candidate);

  fs.cpSync(addedDir, contentDir, { recursive: true, filter: (source) => source !== listEntriesFile });

  // Without /admin (BUILD_ADMIN=0): this test reads the public pages; npm test's two site builds make /admin.
  const env = { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir, BUILD_ADMIN: "0" };
  check = spawnSync("npm", ["run", "check:content"], { encoding: "utf8", env });
  build = spawnSync("npm", ["run", "build"], { encoding: "utf8", env });
});

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(buildDir, { recursive: true, force: true });
  fs.rmSync(imageOutputs(contentDir).dir, { recursive: true, force: true });
});

test("the content check accepts the grown content", () => {
  expect(check.status, tail(check)).toBe(0);
  expect(check.stdout).toMatch(/content OK/);
});

test("the build succeeds", () => {
  expect(build.status, tail(build)).toBe(0);
  expect(pageExists("/")).toBe(true);
});

describe("each addition reaches its page, the navigation, the sitemap and the feeds", () => {
  test.each(addedByCollection)(
    "the registry's collection $name has an added entry among the fixtures",
    ({ files, ids }) => {
      expect(ids, `add an entry named like content/${files} to tests/fixtures/content/added/`).not.toEqual([]);
    },
  );

  test.each(addedByCollection.filter(({ page }) => hasEntryPages(page)))(
    "each added entry of $name has its own page, in the sitemap",
    ({ page, ids }) => {
      for (const id of ids) {
        const address = entryPage(page ?? "", id);
        expect(pageExists(address), `the build has no page ${address}`).toBe(true);
        expect(sitemapPaths()).toContain(address);
      }
    },
  );

  test("an article: its page, first on the blog and on Home, the sitemap and the RSS feed", () => {
    const { slug, title } = added.article;
    expect(page(`/blog/${slug}`)).toContain(title);
    expect(/href="\/blog\/([\w-]+)"/.exec(element(page("/blog"), "main"))?.[1]).toBe(slug);
    expect(/href="\/blog\/([\w-]+)"/.exec(element(page("/"), "main"))?.[1]).toBe(slug);
    expect(sitemapPaths()).toContain(`/blog/${slug}`);
    const rss = decodeHtml(built("blog/rss.xml"));
    expect(rss).toContain(title);
    expect(rss).toContain(`/blog/${slug}</link>`);
  });

  test("an event: its page and its card, the events page, the sitemap, its calendar file and the subscribable calendar", () => {
    const { id, title } = added.event;
    expect(/<h1\b[^>]*>([^<]*)<\/h1>/.exec(page(`/events/${id}`))?.[1]).toBe(title);
    const card = /<meta property="og:image" content="[^"]*?(\/_img\/card-event-[\w-]+\.jpg)"/.exec(
      page(`/events/${id}`),
    );
    expect(card?.[1]).toMatch(new RegExp(`^/_img/card-event-${id}-[0-9a-f]{10}\\.jpg$`));
    expect(fs.statSync(path.join(clientDir, card?.[1] ?? "missing")).size).toBeGreaterThan(0);
    expect(element(page("/events"), "main")).toContain(title);
    expect(element(page("/events"), "main")).toContain(`href="/events/${id}"`);
    expect(sitemapPaths()).toContain(`/events/${id}`);
    expect(calendarText("events.ics")).toContain(`SUMMARY:${title}`);
    expect(calendarText(`events/${id}/calendar.ics`)).toContain(`SUMMARY:${title}`);
  });

  test("a board year: it becomes the default year the Board page opens on, and has its members file", () => {
    const { year, member } = added.boardYear;
    const board = element(page("/board"), "main");
    const heading = /<h2 id="board-year-title"[^>]*>([\s\S]*?)<\/h2>/.exec(board)?.[1] ?? "";
    expect(heading.replace(/<!--.*?-->/g, "").trim()).toBe(`Board ${year}`);
    expect(board).toContain(member);
    expect(removed.previousDefaultMember).not.toBe("");
    expect(board).not.toContain(removed.previousDefaultMember);
    expect(built(`board/${year}/members.json`)).toContain(member);
  });

  test("a representatives year: /representatives shows it, and it has its own page in the sitemap", () => {
    const { year, person } = added.representativesYear;
    // React separates a text and a value with an empty comment: read the text without it.
    const current = element(page("/representatives"), "main").replace(/<!-- -->/g, "");
    expect(current).toContain(`Representatives ${year}`);
    expect(current).toContain(person);
    expect(removed.previousDefaultRepresentative).not.toBe("");
    expect(current).not.toContain(removed.previousDefaultRepresentative);
    expect(element(page(`/representatives/${year}`), "main")).toContain(person);
    expect(sitemapPaths()).toContain(`/representatives/${year}`);
  });

  test("a role: its page, the Join Us list of open positions and the sitemap", () => {
    const { id, title } = added.role;
    expect(page(`/join/role/${id}`)).toContain(title);
    expect(element(page("/join"), "main")).toContain(`href="/join/role/${id}"`);
    expect(sitemapPaths()).toContain(`/join/role/${id}`);
  });

  test("a team: its page, the header and footer of every page, Home's tiles, /teams and the sitemap", () => {
    const { slug, title, tile } = added.team;
    const link = `href="/teams/${slug}"`;
    expect(page(`/teams/${slug}`)).toContain(title);
    const pages = sitemapPaths();
    expect(pages).toContain(`/teams/${slug}`);
    for (const route of pages) {
      expect(element(page(route), "header"), `the header of ${route}`).toContain(link);
      expect(element(page(route), "footer"), `the footer of ${route}`).toContain(link);
    }
    expect(element(page("/"), "main")).toContain(tile);
    expect(element(page("/"), "main")).toContain(link);
    expect(element(page("/teams"), "main")).toContain(link);
    // The browser's list of team pages (a client-side visit to an unknown team answers 404 without a request).
    const assets = fs.readdirSync(path.join(clientDir, "assets")).filter((file) => file.endsWith(".js"));
    // As a string literal in whichever quotes the minifier chose (Oxc writes backticks).
    const literal = new RegExp(`(["'\`])${slug}\\1`);
    expect(assets.some((file) => literal.test(read(path.join(clientDir, "assets", file))))).toBe(true);
  });

  test("a photo album: its year and photos on the gallery", () => {
    const gallery = element(page("/photos"), "main");
    expect(gallery).toContain(`>${added.album.year}<`);
    expect(gallery).toContain(added.album.alt);
  });

  test("a 'You said, we did' item: first on its page at its own anchor, first of Home's latest done", () => {
    const { id, title } = added.saidItem;
    const list = element(page("/you-said-we-did"), "main");
    expect(/<article id="([\w-]+)"/.exec(list)?.[1]).toBe(`item-${id}`);
    expect(list).toMatch(wholeText(title));
    expect(/href="\/you-said-we-did#([\w-]+)"/.exec(element(page("/"), "main"))?.[1]).toBe(`item-${id}`);
    expect(sitemapPaths()).toContain("/you-said-we-did");
  });

  test("a group chat and a support resource: on the Student Support page, a new programme with its filter", () => {
    const support = element(page("/student-support"), "main");
    for (const entry of [entries.groupChat, entries.supportResource]) {
      expect(support).toContain(entry.title);
      expect(support).toContain(`href="${entry.link}"`);
    }
    expect(support).toMatch(new RegExp(`<button[^>]*>${entries.groupChat.tag}</button>`));
  });

  test("an FAQ entry: on the Join Us page", () => {
    expect(element(page("/join"), "main")).toContain(entries.faqEntry.question);
  });
});

describe("each removal is gone from its page, the navigation, the sitemap and the feeds", () => {
  test("the article", () => {
    const { slug } = removed.article;
    expect(pageExists(`/blog/${slug}`)).toBe(false);
    expect(page("/blog")).not.toContain(`href="/blog/${slug}"`);
    expect(sitemapPaths()).not.toContain(`/blog/${slug}`);
    expect(built("blog/rss.xml")).not.toContain(`/blog/${slug}</link>`);
  });

  test("the event", () => {
    const { id, title } = removed.event;
    expect(element(page("/events"), "main")).not.toMatch(wholeText(title));
    expect(calendarText("events.ics")).not.toMatch(new RegExp(`^SUMMARY:${escapeRegExp(title)}\r?$`, "m"));
    expect(builtExists(`events/${id}`)).toBe(false);
    expect(pageExists(`/events/${id}`)).toBe(false);
    expect(sitemapPaths()).not.toContain(`/events/${id}`);
    expect(
      fs
        .readdirSync(path.join(clientDir, "_img"))
        .filter((name) => new RegExp(`^card-event-${escapeRegExp(id)}-[0-9a-f]{10}\\.jpg$`).test(name)),
    ).toEqual([]);
  });

  test("the board year", () => {
    expect(builtExists(`board/${removed.boardYear}`)).toBe(false);
    expect(page("/board")).not.toContain(removed.boardYear);
  });

  test("the representatives year", () => {
    expect(pageExists(`/representatives/${removed.representativesYear}`)).toBe(false);
    expect(sitemapPaths()).not.toContain(`/representatives/${removed.representativesYear}`);
    expect(page("/representatives")).not.toContain(`/representatives/${removed.representativesYear}"`);
  });

  test("the team and its role", () => {
    const { slug, title } = removed.team;
    expect(pageExists(`/teams/${slug}`)).toBe(false);
    expect(pageExists(`/join/role/${removed.role}`)).toBe(false);
    expect(sitemapPaths()).not.toContain(`/teams/${slug}`);
    expect(sitemapPaths()).not.toContain(`/join/role/${removed.role}`);
    expect(page("/")).not.toContain(`href="/teams/${slug}"`);
    expect(element(page("/teams"), "main")).not.toMatch(wholeText(title));
  });

  test("the photo album", () => {
    expect(element(page("/photos"), "main")).not.toContain(removed.album.alt);
  });

  test("the 'You said, we did' item", () => {
    const { id, title } = removed.saidItem;
    const list = element(page("/you-said-we-did"), "main");
    expect(list).not.toContain(`id="item-${id}"`);
    expect(list).not.toMatch(wholeText(title));
    expect(page("/")).not.toContain(`#item-${id}"`);
  });

  test("the group chat, the support resource and the FAQ entry", () => {
    const support = element(page("/student-support"), "main");
    expect(support).not.toContain(`href="${removed.groupChat.link}"`);
    expect(support).not.toContain(String(removed.supportResource.description));
    expect(element(page("/join"), "main")).not.toContain(String(removed.faqEntry.question));
  });
});
