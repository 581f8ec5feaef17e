/**
 * The /admin previews and the build map a content file to the page's data with the same
 * schema and the same mappers: for every file of the fixture site's blog, events, board,
 * representatives and teams, the preview's path (the file's values as Decap holds them, in an Immutable
 * entry, through the collection's preview) gives the data the loader gives the page.
 * Only the images differ by design (the build makes responsive variants, the preview
 * shows the picked file), so each image is compared by the file it shows.
 */
import fs from "node:fs";
import path from "node:path";
import { fromJS } from "immutable";
import { describe, expect, test, vi } from "vitest";
import { articleFromEntry } from "~/admin/previews/article";
import { yearBoardFromEntry } from "~/admin/previews/board";
import { eventFromEntry } from "~/admin/previews/event";
import { programmeChatsFromEntry, representativesYearFromEntry } from "~/admin/previews/representatives";
import { roleTitleFromEntry, teamEntryData, teamFromEntry } from "~/admin/previews/team";
import { saidItemFromEntry } from "~/admin/previews/you-said-we-did";
import { loadAllArticles } from "~/content/blog.server";
import { findYearBoard, loadBoard } from "~/content/board.server";
import { contentRoot, readSourceFile } from "~/content/content-files";
import { loadEvents } from "~/content/events.server";
import { findRepresentativesYear, loadProgrammeChats, loadRepresentatives } from "~/content/representatives.server";
import { findTeam } from "~/content/teams.server";
import { loadYouSaidWeDid } from "~/content/you-said-we-did.server";

// Image resolution as written (the image pipeline has its own tests).
vi.mock("~/content/images.server", () => import("../setup/images-mock"));

/** The files of a collection folder of the fixture content, by their names without extension. */
function collectionFiles(folder: string): { slug: string; file: string }[] {
  const dir = path.join(contentRoot, folder);
  return fs
    .readdirSync(dir)
    .filter((name) => /\.(md|yaml)$/.test(name))
    .map((name) => ({ slug: name.replace(/\.(md|yaml)$/, ""), file: path.join(dir, name) }));
}

/** The entry Decap holds for a file: its values and Markdown body under `data`, its name as `slug`. */
function decapEntry(slug: string, file: string) {
  const { source, body } = readSourceFile(file);
  expect(source.problems, file).toEqual([]);
  const data = source.data as Record<string, unknown>;
  return fromJS({ slug, data: path.extname(file) === ".md" ? { ...data, body } : data });
}

/** The preview's getAsset stand-in: the image path as its URL, as the image mock keeps it as `src`. */
const asWritten = (imagePath: string) => imagePath;

const isImage = (value: unknown): value is { src: string } =>
  typeof value === "object" && value !== null && "avifSrcset" in value && "src" in value;

/** The data with every image replaced by the file it shows. */
function imagesByFile(data: unknown): unknown {
  return JSON.parse(JSON.stringify(data), (_key, value: unknown) => (isImage(value) ? { image: value.src } : value));
}

describe("the previews give the page's data of each fixture file", () => {
  test("blog: the article page", () => {
    const articles = new Map(loadAllArticles().map((article) => [article.slug, article]));
    let compared = 0;
    for (const { slug, file } of collectionFiles("blog")) {
      const built = articles.get(slug);
      // A draft has no page.
      if (!built) continue;
      const preview = articleFromEntry(decapEntry(slug, file), asWritten);
      expect(imagesByFile(preview), slug).toEqual(imagesByFile(built));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(10);
  });

  test("events: the card on /events, upcoming or past by the same clock", () => {
    const now = new Date("2025-06-01T12:00:00Z");
    const cards = new Map(loadEvents({ now }).map((card) => [card.id, card]));
    const files = collectionFiles("events");
    expect(files.length).toBeGreaterThan(10);
    for (const { slug, file } of files) {
      const preview = eventFromEntry(decapEntry(slug, file), asWritten, now);
      expect(imagesByFile(preview), slug).toEqual(imagesByFile(cards.get(slug)));
    }
    // The clock splits them, so both kinds of card are compared.
    expect(new Set([...cards.values()].map((card) => card.upcoming))).toEqual(new Set([true, false]));
  });

  test("board: the year's member cards", () => {
    const board = loadBoard();
    const files = collectionFiles("board");
    expect(files.length).toBeGreaterThan(10);
    for (const { slug, file } of files) {
      const preview = yearBoardFromEntry(decapEntry(slug, file), asWritten);
      expect(imagesByFile(preview), slug).toEqual(imagesByFile(findYearBoard(board, slug)));
    }
  });

  test("representatives: the year's cards, and the programmes' group chats from the Student Support file", () => {
    const representatives = loadRepresentatives();
    const files = collectionFiles("representatives");
    expect(files.length).toBeGreaterThan(1);
    for (const { slug, file } of files) {
      const preview = representativesYearFromEntry(decapEntry(slug, file), asWritten);
      expect(imagesByFile(preview), slug).toEqual(imagesByFile(findRepresentativesYear(representatives, slug)));
    }
    const chats = programmeChatsFromEntry(decapEntry("support", path.join(contentRoot, "support/support.yaml")));
    expect(chats).toEqual(loadProgrammeChats());
    expect(chats.length).toBeGreaterThan(0);
  });

  test("teams: the team page, with the role's title from the role's file", () => {
    const files = collectionFiles("teams");
    expect(files.length).toBe(4);
    for (const { slug, file } of files) {
      const entry = decapEntry(slug, file);
      const data = teamEntryData(entry);
      const role = decapEntry(data.roleId, path.join(contentRoot, "roles", `${data.roleId}.md`));
      const preview = teamFromEntry(entry, data, asWritten, roleTitleFromEntry(role));
      expect(imagesByFile(preview), slug).toEqual(imagesByFile(findTeam(slug)));
    }
  });

  test("'You said, we did': each published item as the page lists it", () => {
    const items = new Map(loadYouSaidWeDid().map((item) => [item.id, item]));
    let compared = 0;
    for (const { slug, file } of collectionFiles("you-said-we-did")) {
      const built = items.get(slug);
      // A draft is on no page.
      if (!built) continue;
      expect(saidItemFromEntry(decapEntry(slug, file)), slug).toEqual(built);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(5);
  });
});
