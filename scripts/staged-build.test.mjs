import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { stagedBuild } from "./staged-build.mjs";

let buildDir;

beforeEach(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "sr-build-"));
});
afterEach(() => fs.rmSync(buildDir, { recursive: true, force: true }));

/** Every file under `dir` with a hash of its bytes: equal snapshots mean a byte-identical folder. */
function snapshot(dir) {
  const files = {};
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else files[path.relative(dir, full)] = crypto.createHash("sha256").update(fs.readFileSync(full)).digest("hex");
    }
  };
  walk(dir);
  return files;
}

function writeFile(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A previous good build: a page and an asset. */
function previousBuild() {
  writeFile(path.join(buildDir, "client/index.html"), "<p>last good build</p>");
  writeFile(path.join(buildDir, "client/assets/app.js"), "console.log('old');");
  return snapshot(path.join(buildDir, "client"));
}

/** Steps like the real ones: each writes part of the new site into the staging folder. */
const writeStep = (name, relative, text) => ({
  name,
  run: (stagingDir) => {
    writeFile(path.join(stagingDir, "client", relative), text);
    return true;
  },
});

const leftovers = () => fs.readdirSync(buildDir).filter((name) => name !== "client");

describe("stagedBuild", () => {
  test("publishes the files written beside client/ with it (the nginx snippet)", async () => {
    const result = await stagedBuild({
      buildDir,
      steps: [
        writeStep("bundle", "index.html", "<p>new</p>"),
        {
          name: "post-build",
          run: (stagingDir) => {
            writeFile(path.join(stagingDir, "nginx.conf"), "location / {}");
            return true;
          },
        },
      ],
    });
    expect(result).toEqual({ ok: true });
    expect(fs.readFileSync(path.join(buildDir, "nginx.conf"), "utf8")).toBe("location / {}");
    expect(leftovers()).toEqual(["nginx.conf"]);
  });

  test("publishes the new client folder when every step succeeds, and cleans up", async () => {
    previousBuild();
    const result = await stagedBuild({
      buildDir,
      steps: [writeStep("bundle", "index.html", "<p>new</p>"), writeStep("post-build", "404.html", "<p>404</p>")],
    });
    expect(result).toEqual({ ok: true });
    expect(snapshot(path.join(buildDir, "client"))).toEqual({
      "index.html": crypto.createHash("sha256").update("<p>new</p>").digest("hex"),
      "404.html": crypto.createHash("sha256").update("<p>404</p>").digest("hex"),
    });
    expect(leftovers()).toEqual([]);
  });

  test("a failing step leaves the previous build byte-identical and runs no later step", async () => {
    const before = previousBuild();
    const ran = [];
    const result = await stagedBuild({
      buildDir,
      steps: [
        writeStep("bundle", "index.html", "<p>half a site</p>"),
        {
          name: "post-build",
          run: () => {
            ran.push("post-build");
            return false;
          },
        },
        {
          name: "never",
          run: () => {
            ran.push("never");
            return true;
          },
        },
      ],
    });
    expect(result).toEqual({ ok: false, failedStep: "post-build" });
    expect(ran).toEqual(["post-build"]);
    expect(snapshot(path.join(buildDir, "client"))).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  test("a step that throws counts as failed", async () => {
    const before = previousBuild();
    const result = await stagedBuild({
      buildDir,
      steps: [
        {
          name: "prerender",
          run: () => {
            throw new Error("Received a 500 status code");
          },
        },
      ],
    });
    expect(result).toEqual({ ok: false, failedStep: "prerender" });
    expect(snapshot(path.join(buildDir, "client"))).toEqual(before);
  });

  test("the first build creates the client folder; a build that writes none fails", async () => {
    expect(await stagedBuild({ buildDir, steps: [writeStep("bundle", "index.html", "x")] })).toEqual({ ok: true });
    expect(fs.readFileSync(path.join(buildDir, "client/index.html"), "utf8")).toBe("x");
    const before = snapshot(path.join(buildDir, "client"));
    await expect(stagedBuild({ buildDir, steps: [{ name: "nothing", run: () => true }] })).rejects.toThrow(
      /wrote no .*client/,
    );
    expect(snapshot(path.join(buildDir, "client"))).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  test("removes the staging folder of an interrupted build, not that of one still running", async () => {
    const abandoned = path.join(buildDir, ".staging-999999999-abc");
    const running = path.join(buildDir, `.staging-${process.ppid}-def`);
    fs.mkdirSync(abandoned);
    fs.mkdirSync(running);
    await stagedBuild({ buildDir, steps: [writeStep("bundle", "index.html", "x")] });
    expect(fs.existsSync(abandoned)).toBe(false);
    expect(fs.existsSync(running)).toBe(true);
  });
});
