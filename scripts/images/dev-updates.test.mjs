/**
 * The dev server's image updates: the pipeline brings the manifest up to date for the
 * files it is given and leaves every other entry as it is, and the updater queues what
 * its watcher reports or what changed unseen, and lets a page wait until it is done.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { imageUpdater } from "./dev-updates.mjs";
import { imageOutputs } from "./outputs.mjs";
import { imagePipeline } from "./pipeline.mjs";
import { mayShowImages } from "./vite-plugin.mjs";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "sr-image-dev-updates-"));
let contentDir = "";
let runs = 0;

async function writeImage(relative, colour, width = 300) {
  const file = path.join(contentDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height: 200, channels: 3, background: colour } })
    .png()
    .toFile(file);
  return file;
}

const outputsOf = () => imageOutputs(contentDir, work);
const manifest = () => JSON.parse(fs.readFileSync(outputsOf().manifest, "utf8"));
const variantFile = (src) => path.join(outputsOf().variants, path.posix.basename(src));

beforeEach(() => {
  runs += 1;
  contentDir = path.join(work, `content-${runs}`);
  fs.mkdirSync(contentDir, { recursive: true });
});

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

describe("updateImages", () => {
  it("adds, replaces and removes the entries of the files it is given, with their outputs, and keeps the rest", async () => {
    await writeImage("images/kept.png", "#1d4ed8");
    const changed = await writeImage("images/blog/changed.png", "#b91c1c");
    const removed = await writeImage("images/blog/removed.png", "#15803d");
    const pipeline = imagePipeline({ contentDir, root: work });
    await pipeline.generateAll();
    const before = manifest();

    await writeImage("images/blog/changed.png", "#7e22ce");
    fs.rmSync(removed);
    const added = await writeImage("images/blog/new upload.png", "#ca8a04", 900);
    const result = await pipeline.updateImages([changed, removed, added]);

    expect(result).toEqual({
      updated: ["images/blog/changed.png", "images/blog/new upload.png"],
      removed: ["images/blog/removed.png"],
      failed: [],
    });
    const after = manifest();
    expect(Object.keys(after)).toEqual(["images/blog/changed.png", "images/blog/new upload.png", "images/kept.png"]);
    expect(after["images/kept.png"]).toEqual(before["images/kept.png"]);
    expect(after["images/blog/changed.png"].original).not.toBe(before["images/blog/changed.png"].original);
    const entry = after["images/blog/new upload.png"];
    expect([entry.width, entry.height]).toEqual([900, 200]);
    expect(entry.webp.map((variant) => variant.width)).toEqual([480, 800, 900]);
    for (const src of [entry.original, ...entry.avif.map((v) => v.src), ...entry.webp.map((v) => v.src)]) {
      expect(fs.existsSync(variantFile(src)), src).toBe(true);
    }
  });

  it("starts a manifest when there is none, and leaves out a file that is not an image", async () => {
    const good = await writeImage("images/first.png", "#0f766e");
    const broken = path.join(contentDir, "images/half-written.png");
    fs.writeFileSync(broken, "not a picture yet");
    const result = await imagePipeline({ contentDir, root: work }).updateImages([good, broken]);

    expect(result.updated).toEqual(["images/first.png"]);
    expect(result.failed.map((failure) => failure.key)).toEqual(["images/half-written.png"]);
    expect(Object.keys(manifest())).toEqual(["images/first.png"]);
  });
});

/** An updater over the real pipeline, its log kept. */
function updaterFor(options = {}) {
  const pipeline = imagePipeline({ contentDir, root: work });
  const logged = [];
  const calls = [];
  const updater = imageUpdater({
    contentDir,
    update: (files) => {
      calls.push(files.map((file) => path.relative(contentDir, file)));
      return pipeline.updateImages(files);
    },
    readManifest: async () => (fs.existsSync(outputsOf().manifest) ? manifest() : {}),
    log: (message) => logged.push(message),
    ...options,
  });
  return { pipeline, updater, logged, calls };
}

describe("imageUpdater", () => {
  it("processes what the watcher reports once it is quiet, and ignores other files", async () => {
    await writeImage("images/a.png", "#1d4ed8");
    const { pipeline, updater, calls } = updaterFor({ quietMs: 20 });
    await pipeline.generateAll();
    await updater.init();

    const added = await writeImage("images/blog/b.png", "#b91c1c");
    updater.notify(added);
    updater.notify(added);
    updater.notify(path.join(contentDir, "blog/b.md"));
    updater.notify(path.join(contentDir, ".hidden/c.png"));
    await expect.poll(() => "images/blog/b.png" in manifest()).toBe(true);
    expect(await updater.settled(5_000)).toBe(true);
    expect(calls).toEqual([["images/blog/b.png"]]);
  });

  it("makes a page wait for an image it was not told about, then has its entry written", async () => {
    const { updater, calls } = updaterFor({ quietMs: 60_000 });
    await writeImage("images/a.png", "#1d4ed8");
    await updater.init();
    expect(await updater.settled(5_000)).toBe(true);
    expect(Object.keys(manifest())).toEqual(["images/a.png"]);

    // No event: the page's look finds it, and does not wait for the pause after an event.
    await writeImage("images/blog/b.png", "#15803d");
    expect(await updater.settled(5_000)).toBe(true);
    expect(Object.keys(manifest())).toEqual(["images/a.png", "images/blog/b.png"]);

    // Changed, then removed, without events.
    const before = manifest()["images/blog/b.png"].original;
    await writeImage("images/blog/b.png", "#7e22ce", 320);
    expect(await updater.settled(5_000)).toBe(true);
    expect(manifest()["images/blog/b.png"].original).not.toBe(before);
    fs.rmSync(path.join(contentDir, "images/blog/b.png"));
    expect(await updater.settled(5_000)).toBe(true);
    expect(Object.keys(manifest())).toEqual(["images/a.png"]);

    // Nothing new: nothing is done again.
    expect(await updater.settled(5_000)).toBe(true);
    expect(calls).toEqual([["images/a.png"], ["images/blog/b.png"], ["images/blog/b.png"], ["images/blog/b.png"]]);
  });

  it("counts the images already in the manifest as done when it starts, and queues the others", async () => {
    await writeImage("images/a.png", "#1d4ed8");
    const { pipeline, updater, calls } = updaterFor();
    await pipeline.generateAll();
    await writeImage("images/late.png", "#ca8a04");
    await updater.init();
    expect(await updater.settled(5_000)).toBe(true);
    expect(calls).toEqual([["images/late.png"]]);
    expect(Object.keys(manifest())).toEqual(["images/a.png", "images/late.png"]);
  });

  it("gives up waiting after the time it is given, and says so", async () => {
    await writeImage("images/a.png", "#1d4ed8");
    let release = () => {};
    const blocked = new Promise((resolve) => {
      release = () => resolve({ updated: [], removed: [], failed: [] });
    });
    const updater = imageUpdater({ contentDir, update: () => blocked, readManifest: async () => ({}), log: () => {} });
    await updater.init();
    expect(await updater.settled(50)).toBe(false);
    release();
    expect(await updater.settled(5_000)).toBe(true);
  });
});

describe("mayShowImages", () => {
  it("holds pages, their data and route files, and lets modules, variants and /admin through", () => {
    for (const url of [
      "/",
      "/blog",
      "/blog/a-post",
      "/blog/a-post.data?_routes=routes%2Fblog%2Farticle",
      "/sitemap.xml",
    ]) {
      expect(mayShowImages(url), url).toBe(true);
    }
    for (const url of ["/@vite/client", "/app/root.tsx", "/node_modules/.vite/deps/react.js", "/_img/a-1-480.webp"]) {
      expect(mayShowImages(url), url).toBe(false);
    }
    for (const url of ["/admin/", "/admin/main.tsx", "/favicon-32x32.png"]) expect(mayShowImages(url), url).toBe(false);
  });
});
