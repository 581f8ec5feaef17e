/**
 * Two content folders side by side (the shipped one and the tests' fixture folder, say):
 * the image pipeline keeps each folder's variants and manifest apart, so running it for
 * one never removes what the other's build and loaders need, and a variant the other
 * folder already made is copied instead of encoded again.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageOutputs } from "./outputs.mjs";

const script = path.resolve(import.meta.dirname, "../images.mjs");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "sr-image-outputs-"));
const folders = { shipped: path.join(work, "content"), fixture: path.join(work, "fixture", "content") };

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

async function writeImage(file, colour) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    .png()
    .toFile(file);
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
  });
});

describe("scripts/images.mjs for two content folders", () => {
  it("keeps both folders' manifests and variants, and copies what the other folder already encoded", () => {
    expect(runPipeline(folders.shipped)).toMatch(/encoded, 0 cached/);
    const shippedVariants = variantsOf(folders.shipped);
    expect(Object.keys(manifestOf(folders.shipped)).sort()).toEqual(["images/only-shipped.png", "images/shared.png"]);

    const fixtureRun = runPipeline(folders.fixture);
    expect(Object.keys(manifestOf(folders.fixture)).sort()).toEqual(["images/only-fixture.png", "images/shared.png"]);
    // Each picture has two variants (240 and 300 px) in two formats: the shared one's four are copies.
    expect(fixtureRun).toMatch(/\(4 encoded, 4 cached, 0 stale removed\)/);

    // The fixture run removed nothing of the shipped folder's, and each holds only its own.
    expect(variantsOf(folders.shipped)).toEqual(shippedVariants);
    expect(Object.keys(manifestOf(folders.shipped)).sort()).toEqual(["images/only-shipped.png", "images/shared.png"]);
    const onlyFixture = manifestOf(folders.fixture)["images/only-fixture.png"].original.replace("/_img/", "");
    expect(variantsOf(folders.fixture)).toContain(onlyFixture);
    expect(shippedVariants).not.toContain(onlyFixture);
  });
});
