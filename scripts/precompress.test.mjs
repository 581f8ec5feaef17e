/**
 * The build's one precompressor: which files get .br and .gz twins, and that each twin
 * decodes to its file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, expect, test } from "vitest";
import { precompressFolder, pruneTwinCache } from "./precompress.mjs";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "sr-precompress-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Text long enough to be worth compressing (over 1 KB). */
const long = (what) => `${what} `.repeat(400);

function folder(name, files) {
  const dir = path.join(work, name);
  for (const [relative, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), text);
  }
  return dir;
}

test("text files over 1 KB get twins at any depth; small files, images and skipped folders do not", () => {
  const dir = folder("site", {
    "index.html": long("<p>page</p>"),
    "assets/app.js": long("let a = 1;"),
    "assets/deep/app.wasm": long("\u0000asm"),
    "feed.xml": long("<item/>"),
    "small.css": "a{}",
    "photo.png": long("not text"),
    "_img/variant.svg": long("<svg/>"),
  });
  expect(precompressFolder(dir, { skipFolders: ["_img"] })).toBe(4);
  const twins = fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => /\.(br|gz)$/.test(name))
    .map((name) => name.split(path.sep).join("/"))
    .sort();
  expect(twins).toEqual([
    "assets/app.js.br",
    "assets/app.js.gz",
    "assets/deep/app.wasm.br",
    "assets/deep/app.wasm.gz",
    "feed.xml.br",
    "feed.xml.gz",
    "index.html.br",
    "index.html.gz",
  ]);
});

test("each twin decodes to its file, at the brotli quality asked for", () => {
  const text = long("const answer = 42;");
  const dir = folder("admin", { "main.js": text });
  precompressFolder(dir, { brotliQuality: 9 });
  const file = path.join(dir, "main.js");
  expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(text);
  const brotli = fs.readFileSync(`${file}.br`);
  expect(zlib.brotliDecompressSync(brotli).toString()).toBe(text);
  const atNine = zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
  expect(brotli.equals(atNine)).toBe(true);
});

test("with a cache, a file compressed before is not compressed again: its twins are linked from the cache", () => {
  const cacheDir = path.join(work, "cache");
  const first = folder("first", { "index.html": long("<p>same page</p>"), "about.html": long("<p>about</p>") });
  precompressFolder(first, { cacheDir });
  const entries = fs.readdirSync(cacheDir).sort();
  expect(entries).toHaveLength(4);

  // A rebuild with one page changed: two new entries, the rest shared with the first build.
  const second = folder("second", {
    "index.html": long("<p>same page</p>"),
    "about.html": long("<p>about, changed</p>"),
  });
  precompressFolder(second, { cacheDir });
  expect(fs.readdirSync(cacheDir)).toHaveLength(6);
  const same = (name) => fs.statSync(path.join(first, name)).ino === fs.statSync(path.join(second, name)).ino;
  expect(same("index.html.br") && same("index.html.gz")).toBe(true);
  expect(same("about.html.br")).toBe(false);
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(second, "about.html.br"))).toString()).toBe(
    long("<p>about, changed</p>"),
  );
  expect(zlib.gunzipSync(fs.readFileSync(path.join(second, "index.html.gz"))).toString()).toBe(
    long("<p>same page</p>"),
  );

  // Once the first build is gone and its own entries have gone unused for a while, the build's tidying removes them.
  fs.rmSync(first, { recursive: true });
  const old = new Date(Date.now() - 60 * 60 * 1000);
  for (const name of fs.readdirSync(cacheDir)) fs.utimesSync(path.join(cacheDir, name), old, old);
  pruneTwinCache(cacheDir);
  expect(fs.readdirSync(cacheDir)).toHaveLength(4);
});

test("the cache tells brotli qualities apart", () => {
  const cacheDir = path.join(work, "cache-quality");
  const text = long("const answer = 42;");
  precompressFolder(folder("q11", { "main.js": text }), { cacheDir });
  precompressFolder(folder("q9", { "main.js": text }), { cacheDir, brotliQuality: 9 });
  expect(fs.readdirSync(cacheDir).filter((name) => name.endsWith(".br"))).toHaveLength(2);
});
