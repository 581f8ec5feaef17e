/**
 * The listings and their archives (ADR 052) on the archive site (tests/fixtures/archive-site.ts):
 * the fixture site grown past what /events, /blog and /photos carry. Which item is on which
 * page, which pages exist, and that the prerender and the sitemap list exactly those.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { archiveSite, writeArchiveSite } from "../../tests/fixtures/archive-site";

// Loaders read CONTENT_DIR when they are first imported: the copy is written before they are.
const contentDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sr-archive-")), "content");
writeArchiveSite(contentDir);
process.env.CONTENT_DIR = contentDir;
afterAll(() => fs.rmSync(path.dirname(contentDir), { recursive: true, force: true }));

// Images are resolved as written (the image pipeline has its own tests).
vi.mock("./images.server", () => import("../../tests/setup/images-mock"));

const { loadEventsPage, loadEventsYear } = await import("./events.server");
const { loadBlogArchivePage, loadBlogPage } = await import("./blog.server");
const { loadGallery, loadGalleryYear } = await import("./gallery.server");
const { pagePaths, prerenderPaths } = await import("./prerender-paths.server");
const { default: routes } = await import("~/routes");

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const archiveEvents = (year: string) => archiveSite.events.filter((event) => event.year === year).map(({ id }) => id);

describe("events", () => {
  test("/events carries every upcoming event and the 24 newest past ones; older years have pages", () => {
    const page = loadEventsPage();
    const past = page.events.filter((event) => !event.upcoming);
    expect(page.events.filter((event) => event.upcoming)).toHaveLength(4);
    expect(past).toHaveLength(24);
    // The fixture's 13 past events, all of 2023, and the newest of 2022.
    expect(ids(past).slice(13)).toEqual([...archiveEvents("2023"), "archive-meetup-2022-01"]);
    expect(page.years).toEqual(["2025", "2024", "2023", "2022", "2021"]);
    expect(page.archiveYears).toEqual(["2022", "2021"]);
    expect(page.jsonLd).toHaveLength(page.events.length);
  });

  test("a year's page holds all of its past events, those on /events too; a year /events carries whole has none", () => {
    const year = loadEventsYear("2022");
    expect(year?.path).toBe("/events/year/2022");
    expect(ids(year?.events ?? [])).toEqual(archiveEvents("2022"));
    expect(ids(loadEventsYear("2021")?.events ?? [])).toEqual(archiveEvents("2021"));
    expect(loadEventsYear("2023")).toBeNull();
    expect(loadEventsYear("2099")).toBeNull();
    expect(loadEventsYear("1999")).toBeNull();
  });
});

describe("articles", () => {
  const [newest2024, faculty2024, , , , alumni2024] = archiveSite.articles;

  test("/blog carries the 24 newest; the rest is on page 2; Alumni, with an article beyond, has pages", () => {
    const page = loadBlogPage();
    expect(page.articles).toHaveLength(24);
    expect(page.articles.map((article) => article.slug)).toContain(newest2024?.slug);
    expect(page.articles.map((article) => article.slug)).toContain(faculty2024?.slug);
    expect(page.pageCount).toBe(2);
    expect(page.archivedTags).toEqual(["Alumni"]);
  });

  test("page 2 holds the two oldest; the Alumni page every Alumni article; other pages do not exist", () => {
    const second = loadBlogArchivePage({ page: 2 });
    expect(second?.articles.map((article) => article.slug)).toEqual(
      archiveSite.articles.slice(4).map((article) => article.slug),
    );
    expect(second).toMatchObject({ path: "/blog/page/2", tag: null, page: 2, pageCount: 2 });
    const alumni = loadBlogArchivePage({ page: 1, tag: "Alumni" });
    expect(alumni).toMatchObject({ path: "/blog/tag/alumni", tag: "Alumni", pageCount: 1 });
    expect(alumni?.articles).toHaveLength(9);
    expect(alumni?.articles.every((article) => article.tag === "Alumni")).toBe(true);
    expect(alumni?.articles.at(-1)?.slug).toBe(alumni2024?.slug);
    expect(loadBlogArchivePage({ page: 1 })).toBeNull();
    expect(loadBlogArchivePage({ page: 3 })).toBeNull();
    expect(loadBlogArchivePage({ page: 2, tag: "Alumni" })).toBeNull();
    expect(loadBlogArchivePage({ page: 1, tag: "Faculty" })).toBeNull();
  });
});

describe("albums", () => {
  test("/photos carries the newest albums within 60 photos; the older ones have pages", () => {
    const gallery = loadGallery();
    expect(gallery.photos).toHaveLength(15 + 4 + 30);
    expect([...new Set(gallery.photos.map((photo) => photo.year))]).toEqual(["2025", "2024", "2023"]);
    expect(gallery.years).toEqual(["2025", "2024", "2023", "2022", "2021"]);
    expect(gallery.archiveYears).toEqual(["2022", "2021"]);
  });

  test("an album's page holds its photos, numbered from 1; an album on /photos has none", () => {
    const album = loadGalleryYear("2022");
    expect(album?.path).toBe("/photos/2022");
    expect(album?.photos.map((photo) => photo.number)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(loadGalleryYear("2021")?.photos).toHaveLength(3);
    expect(loadGalleryYear("2023")).toBeNull();
  });
});

test("the URL map routes the archive's addresses that have pages, and no other", () => {
  // The content's routes sit at the top of the URL map.
  expect(
    routes
      .map((entry) => entry.path ?? "")
      .filter((path) => /^(?:blog\/(?:page|tag)|events\/year|photos)\//.test(path)),
  ).toEqual(["blog/page/:page", "blog/tag/:tag", "events/year/:year", "photos/:year"]);
});

test("the prerender and the sitemap list exactly these archive pages", () => {
  const archivePages = [
    "/blog/page/2",
    "/blog/tag/alumni",
    "/events/year/2022",
    "/events/year/2021",
    "/photos/2022",
    "/photos/2021",
  ];
  const listed = pagePaths().filter((page) => /^\/(?:blog\/(?:page|tag)|events\/year|photos)\//.test(page));
  expect(listed).toEqual(archivePages);
  expect(prerenderPaths(routes)).toEqual(expect.arrayContaining(archivePages));
});
