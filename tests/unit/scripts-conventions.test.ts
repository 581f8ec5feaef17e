/**
 * One of each in scripts/: Chromium's flags are listed once (scripts/system-chromium.mjs,
 * which the end-to-end tests and the benchmarks read), and every script that reads its
 * command line reads it with node:util's parseArgs, never by hand.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { chromiumFlags } from "../../scripts/system-chromium.mjs";

const root = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.(mjs|ts|tsx)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [relative] : [];
  });
}

const files = [...sources("scripts"), "playwright.config.ts"];
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

test("Chromium's flags are listed once, and the tests' browser and the benchmarks take them from there", () => {
  expect(chromiumFlags).toContain("--no-sandbox");
  const listing = files.filter((file) => chromiumFlags.some((flag) => read(file).includes(`"${flag}"`)));
  expect(listing).toEqual(["scripts/system-chromium.mjs"]);
  expect(read("playwright.config.ts")).toContain("args: [...chromiumFlags]");
  expect(read("scripts/bench/lighthouse.mjs")).toContain('chromeFlags: ["--headless=new", ...chromiumFlags]');
});

test("scripts read their command line with parseArgs only", () => {
  // `process.argv[1]` (is this module the one run?) is not an argument; scripts/dev.mjs hands
  // its arguments on to React Router's own command unread.
  const byHand = files.filter(
    (file) => file !== "scripts/dev.mjs" && /process\.argv(?!\[1\])/.test(read(file).replaceAll("process.argv[1]", "")),
  );
  expect(byHand).toEqual([]);
  expect(files.filter((file) => read(file).includes("parseArgs(")).length).toBeGreaterThanOrEqual(8);
});
