/**
 * The build fails, with a message that says what to do, when its output is more than the
 * recommended host publishes: too many files, a file too large, too many or too long
 * `_headers` rules. Checked on small fixture folders with the limits scaled down, and with
 * the host's own file size limit on one sparse file (no real bytes written).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { checkHostLimits, cloudflarePagesFree, hostLimitProblems, hostLimitsStep } from "./host-limits.mjs";
import { stagedBuild } from "./staged-build.mjs";

let work;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "host-limits-"));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A published folder with these files (path → text). */
function site(files, dir = path.join(work, "client")) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const small = { ...cloudflarePagesFree, files: 4, fileBytes: 100, headerRules: 2, headerChars: 60 };

test("the limits are Cloudflare Pages' free plan's", () => {
  expect(cloudflarePagesFree).toMatchObject({
    files: 20_000,
    fileBytes: 25 * 1024 * 1024,
    headerRules: 100,
    headerChars: 2_000,
  });
});

describe("hostLimitProblems", () => {
  test("a folder within the limits has no problem; _headers itself is not a published file", () => {
    const dir = site({
      "index.html": "<p>",
      "_img/a.jpg": "x",
      "_img/b.jpg": "x",
      "about/index.html": "<p>",
      _headers: "/*\n  X: y\n",
    });
    expect(hostLimitProblems(dir, small)).toEqual([]);
  });

  test("one file too many: the count, the limit, the fullest folders and what to do", () => {
    const dir = site({ "index.html": "", "_img/a.jpg": "", "_img/b.jpg": "", "_img/c.jpg": "", "blog/index.html": "" });
    expect(hostLimitProblems(dir, small)).toEqual([
      "the site has 5 files, more than the 4 Cloudflare Pages (free plan) publishes (most are in /_img/ 3, " +
        '/ (top level) 1, /blog/ 1) → remove pictures or pages no longer needed, or move to a plan that allows more (README, "Deploying")',
    ]);
  });

  test("a file over the size limit is named, with its size and how to shrink it", () => {
    const dir = site({ "index.html": "", "_img/huge.jpg": "x".repeat(101) });
    expect(hostLimitProblems(dir, small)).toEqual([
      "_img/huge.jpg is 0.1 KiB, more than the 0.1 KiB Cloudflare Pages (free plan) serves per file → make it smaller " +
        "(a picture: npm run images:shrink), or link to it where it is kept",
    ]);
  });

  test("the host's own 25 MiB: a file one byte over fails, one at the limit passes", () => {
    const dir = site({ "index.html": "" });
    const file = path.join(dir, "download.zip");
    fs.writeFileSync(file, "");
    fs.truncateSync(file, cloudflarePagesFree.fileBytes);
    expect(hostLimitProblems(dir)).toEqual([]);
    fs.truncateSync(file, cloudflarePagesFree.fileBytes + 1);
    expect(hostLimitProblems(dir)).toEqual([
      expect.stringMatching(/^download\.zip is 25\.0 MiB, more than the 25\.0 MiB/),
    ]);
  });

  test("_headers with too many rules, or a header too long, is refused with the header and its rule named", () => {
    const long = `Content-Security-Policy: ${"a".repeat(60)}`;
    const dir = site({
      _headers: `# comment\n/*\n  X-Frame-Options: DENY\n  ${long}\n\n/assets/*\n  A: b\n\n/admin\n  C: d\n`,
    });
    expect(hostLimitProblems(dir, small)).toEqual([
      "_headers has 3 rules, more than the 2 Cloudflare Pages (free plan) reads → join rules in scripts/host-config.mjs",
      "_headers: Content-Security-Policy of /* is 85 characters, more than the 60 Cloudflare Pages (free plan) accepts → " +
        "shorten it in scripts/security-headers.mjs",
    ]);
  });
});

test("checkHostLimits says how close a fitting output is", () => {
  const dir = site({ "index.html": "<p>", "_img/a.jpg": "xxxx" });
  const lines = [];
  const log = console.log;
  console.log = (line) => lines.push(line);
  try {
    expect(checkHostLimits(dir)).toBe(true);
  } finally {
    console.log = log;
  }
  expect(lines).toEqual([
    "host limits: 2 of 20,000 files, the largest _img/a.jpg (0.0 KiB of 25.0 MiB): within Cloudflare Pages (free plan)'s limits",
  ]);
});

test("as the build's last step, an output over the limits is not published: the last good build stays", async () => {
  const buildDir = path.join(work, "build");
  site({ "index.html": "last good build" }, path.join(buildDir, "client"));
  const write = {
    name: "write",
    run: (stagingDir) => {
      site(
        { "index.html": "new", "a.html": "", "b.html": "", "c.html": "", "d.html": "" },
        path.join(stagingDir, "client"),
      );
      return true;
    },
  };
  const result = await stagedBuild({ buildDir, steps: [write, hostLimitsStep(small)] });
  expect(result).toEqual({ ok: false, failedStep: "host limits" });
  expect(fs.readFileSync(path.join(buildDir, "client", "index.html"), "utf8")).toBe("last good build");
});
