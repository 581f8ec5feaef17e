/**
 * An editor adds content by adding files (CONTENT.md). This test copies content/ to a
 * temporary folder, adds a fixture article, event and board year, and runs the same
 * loaders and resource routes the build runs: the new items must reach their pages,
 * the sitemap and the feeds without any code change.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, expect, test, vi } from "vitest";

// Loaders read CONTENT_DIR when they are first imported, so it is set before any import.
const contentDir = vi.hoisted(() => {
  const nodeFs = require("node:fs") as typeof import("node:fs");
  const nodeOs = require("node:os") as typeof import("node:os");
  const nodePath = require("node:path") as typeof import("node:path");
  const dir = nodeFs.mkdtempSync(nodePath.join(nodeOs.tmpdir(), "sr-content-"));
  process.env.CONTENT_DIR = dir;
  return dir;
});

/** Every image file under a folder, relative to it with '/' separators. */
function imagesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(jpe?g|png|webp|avif)$/i.test(file))
    .map((file) => file.split(path.sep).join("/"));
}

beforeAll(() => {
  fs.cpSync(path.resolve("content"), contentDir, { recursive: true });
  fs.cpSync(path.resolve("tests/fixtures/content/added"), contentDir, { recursive: true });
  // The image pipeline has its own tests: a manifest naming every image stands in for its output.
  const variant = { width: 800, src: "/_img/placeholder.webp" };
  const entry = { width: 1600, height: 900, original: "/_img/placeholder.png", avif: [variant], webp: [variant] };
  const manifest = path.join(contentDir, "..", `${path.basename(contentDir)}-manifest.json`);
  fs.writeFileSync(manifest, JSON.stringify(Object.fromEntries(imagesUnder(contentDir).map((key) => [key, entry]))));
  vi.stubEnv("IMAGE_MANIFEST", manifest);
  return () => {
    fs.rmSync(contentDir, { recursive: true, force: true });
    fs.rmSync(manifest, { force: true });
  };
});

test("the temporary content folder is what the loaders read", async () => {
  const { contentRoot } = await import("~/content/load.server");
  expect(contentRoot).toBe(path.resolve(contentDir));
  expect(contentDir.startsWith(os.tmpdir())).toBe(true);
});

test("a new article is listed first on the blog, on Home and in the feed, and gets a page", async () => {
  const { listArticles, loadArticle } = await import("~/content/blog.server");
  const articles = listArticles();
  expect(articles).toHaveLength(21);
  expect(articles.map((article) => article.slug)).toContain("fixture-welcome-to-the-new-board");
  expect(loadArticle("fixture-welcome-to-the-new-board")?.title).toBe("Fixture: Welcome to the New Board");

  const home = await import("~/routes/home");
  const homeData = (await home.loader()) as { latestArticles: { slug: string }[] };
  expect(homeData.latestArticles[0]?.slug).toBe("fixture-welcome-to-the-new-board");

  const rss = await import("~/routes/blog/rss");
  const feed = await (await rss.loader()).text();
  expect(feed).toContain("Fixture: Welcome to the New Board");
  expect(feed).toContain("/blog/fixture-welcome-to-the-new-board");
});

test("a new event is listed and appears in the subscribable calendar", async () => {
  const { loadEvents } = await import("~/content/events.server");
  const events = loadEvents();
  expect(events).toHaveLength(14);
  expect(JSON.stringify(events)).toContain("Fixture Winter Drinks");

  const feed = await import("~/routes/events-ics");
  const ics = await (await feed.loader()).text();
  expect(ics).toContain("SUMMARY:Fixture Winter Drinks");
});

test("a new board year becomes the default year with its members", async () => {
  const { loadBoard } = await import("~/content/board.server");
  const board = loadBoard();
  const text = JSON.stringify(board);
  expect(text).toContain("2026-2027");
  expect(text).toContain("Fixture Chairperson");
  expect(text).not.toContain("chair@example.org".replace("chair", "secretary"));
});

test("the sitemap and the prerender list include the new pages and files", async () => {
  const { prerenderPaths } = await import("~/config/prerender-paths");
  const paths = prerenderPaths();
  expect(paths).toContain("/blog/fixture-welcome-to-the-new-board");
  expect(paths).toContain("/events/fixture-winter-drinks-2025/calendar.ics");
  expect(paths).toContain("/board/2026-2027/members.json");

  const sitemap = await import("~/routes/seo/sitemap");
  const xml = await sitemap.loader().text();
  expect(xml).toContain("/blog/fixture-welcome-to-the-new-board</loc>");
});
