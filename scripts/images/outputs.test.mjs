/**
 * Content folders side by side (the shipped one, the tests' fixture folder, a temporary
 * copy): the image pipeline keeps each folder's variants and manifest apart, so running
 * it for one never removes what another's build and loaders need, and what one folder
 * encoded is linked from the shared cache instead of encoded again for another.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageCache, imageOutputs } from "./outputs.mjs";

const script = path.resolve(import.meta.dirname, "../images.mjs");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "sr-image-outputs-"));
const folders = {
  shipped: path.join(work, "content"),
  fixture: path.join(work, "fixture", "content"),
  copy: path.join(work, "copy", "content"),
};
const cacheDir = imageCache(work);

/** The outputs of a content folder with `work` as the project root, where runPipeline runs. */
const outputsOf = (contentDir) => imageOutputs(contentDir, work);

/** Runs the pipeline for one content folder, from `work` as the project root. */
function runPipeline(contentDir) {
  const run = spawnSync(process.execPath, [script], {
    cwd: work,
    env: { ...process.env, CONTENT_DIR: contentDir },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

const manifestOf = (contentDir) => JSON.parse(fs.readFileSync(outputsOf(contentDir).manifest, "utf8"));
const variantsOf = (contentDir) => fs.readdirSync(outputsOf(contentDir).variants).sort();
const cacheEntries = () => fs.readdirSync(cacheDir).sort();
/** Every file a manifest entry names, as file names in the folder's outputs. */
const filesOf = (entry) => [entry.original, ...entry.avif.map((v) => v.src), ...entry.webp.map((v) => v.src)];

async function writeImage(file, colour) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    .png()
    .toFile(file);
}

/** Ages every cache entry past the time a run in progress elsewhere could still need it. */
function ageCache() {
  const old = new Date(Date.now() - 60 * 60 * 1000);
  for (const name of cacheEntries()) fs.utimesSync(path.join(cacheDir, name), old, old);
}

beforeAll(async () => {
  // The same picture in both folders, and one of each folder's own.
  await writeImage(path.join(folders.shipped, "images/shared.png"), "#1d4ed8");
  await writeImage(path.join(folders.fixture, "images/shared.png"), "#1d4ed8");
  await writeImage(path.join(folders.shipped, "images/only-shipped.png"), "#dc2626");
  await writeImage(path.join(folders.fixture, "images/only-fixture.png"), "#16a34a");
});

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("imageOutputs", () => {
  it("gives each content folder its own folder, named after it, the same on every call", () => {
    const shipped = outputsOf(folders.shipped);
    const fixture = outputsOf(folders.fixture);
    expect(shipped.dir).not.toBe(fixture.dir);
    expect(path.basename(shipped.dir)).toMatch(/^content-[0-9a-f]{10}$/);
    expect(path.dirname(shipped.dir)).toBe(path.join(work, ".generated", "images"));
    expect(outputsOf(folders.shipped)).toEqual(shipped);
    expect(shipped.manifest).toBe(path.join(shipped.dir, "image-manifest.json"));
    expect(shipped.variants).toBe(path.join(shipped.dir, "_img"));
    expect(cacheDir).toBe(path.join(work, ".generated", "image-cache"));
  });
});

// The steps build on each other: one content folder after another, as the builds of `npm test` run.
// Each step starts the pipeline up to three times, which takes seconds on a busy machine.
describe("scripts/images.mjs for several content folders", { timeout: 60_000 }, () => {
  it("keeps both folders' manifests and variants, and links what the other folder already encoded", () => {
    // Each picture has two variants (240 and 300 px) in two formats, and a download copy.
    expect(runPipeline(folders.shipped)).toMatch(
      /\(8 encoded, 0 cached, 0 stale removed\) and 2 download copies \(2 made\)/,
    );
    const shippedVariants = variantsOf(folders.shipped);
    expect(Object.keys(manifestOf(folders.shipped)).sort()).toEqual(["images/only-shipped.png", "images/shared.png"]);

    const fixtureRun = runPipeline(folders.fixture);
    expect(Object.keys(manifestOf(folders.fixture)).sort()).toEqual(["images/only-fixture.png", "images/shared.png"]);
    // The shared picture's four variants and its download copy come from the cache.
    expect(fixtureRun).toMatch(/\(4 encoded, 4 cached, 0 stale removed\) and 2 download copies \(1 made\)/);

    // The fixture run removed nothing of the shipped folder's, and each holds only its own.
    expect(variantsOf(folders.shipped)).toEqual(shippedVariants);
    expect(Object.keys(manifestOf(folders.shipped)).sort()).toEqual(["images/only-shipped.png", "images/shared.png"]);
    const onlyFixture = manifestOf(folders.fixture)["images/only-fixture.png"].original.replace("/_img/", "");
    expect(variantsOf(folders.fixture)).toContain(onlyFixture);
    expect(shippedVariants).not.toContain(onlyFixture);
  });

  it("encodes nothing for a copy of a folder: each of its files is the cache's file, not a second copy", () => {
    fs.cpSync(folders.shipped, folders.copy, { recursive: true });
    expect(runPipeline(folders.copy)).toMatch(
      /\(0 encoded, 8 cached, 0 stale removed\) and 2 download copies \(0 made\)/,
    );
    expect(manifestOf(folders.copy)).toEqual(manifestOf(folders.shipped));
    const { variants } = outputsOf(folders.copy);
    const { variants: shippedVariants } = outputsOf(folders.shipped);
    for (const name of variantsOf(folders.copy)) {
      expect(fs.statSync(path.join(variants, name)).ino).toBe(fs.statSync(path.join(shippedVariants, name)).ino);
    }
  });

  it("encodes a changed picture again and drops a removed one from its folder's manifest and outputs", async () => {
    const before = manifestOf(folders.copy);
    const oldFiles = [...filesOf(before["images/shared.png"]), ...filesOf(before["images/only-shipped.png"])];
    await writeImage(path.join(folders.copy, "images/shared.png"), "#facc15");
    fs.rmSync(path.join(folders.copy, "images/only-shipped.png"));

    expect(runPipeline(folders.copy)).toMatch(
      /\(4 encoded, 0 cached, 10 stale removed\) and 1 download copies \(1 made\)/,
    );
    const after = manifestOf(folders.copy);
    expect(Object.keys(after)).toEqual(["images/shared.png"]);
    expect(after["images/shared.png"].original).not.toBe(before["images/shared.png"].original);
    const names = variantsOf(folders.copy);
    expect(names).toHaveLength(5);
    for (const file of oldFiles) expect(names).not.toContain(file.replace("/_img/", ""));
    // The shipped folder, which still has both old pictures, keeps all of its outputs.
    for (const file of oldFiles) expect(variantsOf(folders.shipped)).toContain(file.replace("/_img/", ""));
  });

  it("prunes cache entries that no folder links to any more once they are old, and keeps the rest", () => {
    const changedShared = filesOf(manifestOf(folders.copy)["images/shared.png"]).length;
    const entries = cacheEntries().length;
    // The copy goes away, as the growth test's temporary folder does: its changed picture is used nowhere now.
    fs.rmSync(outputsOf(folders.copy).dir, { recursive: true });

    runPipeline(folders.shipped);
    expect(cacheEntries()).toHaveLength(entries);

    ageCache();
    expect(runPipeline(folders.shipped)).toMatch(/\(0 encoded, 8 cached, 0 stale removed\)/);
    expect(cacheEntries()).toHaveLength(entries - changedShared);
    expect(runPipeline(folders.fixture)).toMatch(/\(0 encoded, 8 cached, 0 stale removed\)/);
  });

  it("fills an emptied cache from a folder's existing outputs instead of encoding them again", () => {
    fs.rmSync(cacheDir, { recursive: true });
    expect(runPipeline(folders.shipped)).toMatch(
      /\(0 encoded, 8 cached, 0 stale removed\) and 2 download copies \(0 made\)/,
    );
    fs.cpSync(folders.shipped, folders.copy, { recursive: true });
    expect(runPipeline(folders.copy)).toMatch(
      /\(0 encoded, 8 cached, 0 stale removed\) and 2 download copies \(0 made\)/,
    );
  });
});
