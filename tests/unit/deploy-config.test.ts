/**
 * The checks and deploys that live in the repository run the commands the README gives:
 * the GitHub workflows, .ci/run, netlify.toml and .nvmrc are read back and compared with
 * the README's command table and its "Build settings".
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const readme = read("README.md");

/** The code span in the last cell of the README table row whose first cell starts with `label`. */
function tableValue(label: string): string {
  const row = readme.split("\n").find((line) => line.startsWith(`| ${label}`));
  const value = /`([^`]+)`\s*\|\s*$/.exec(row ?? "")?.[1];
  if (!value) throw new Error(`README has no table row starting with '${label}' and ending in a command`);
  return value;
}

const readmeTestCommand = tableValue("Run every check");
const readmeInstall = tableValue("Install and run").split("&&")[0]?.trim();
const buildSettings = {
  command: tableValue("Build command"),
  publish: tableValue("Publish directory"),
  node: tableValue("Node.js"),
};

/** `[section]` headers and `key = "value"` lines: all netlify.toml needs. */
function parseTinyToml(text: string): Record<string, Record<string, string>> {
  const sections: Record<string, Record<string, string>> = {};
  let current = "";
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    if (line === "") continue;
    const section = /^\[([\w.]+)\]$/.exec(line);
    if (section?.[1]) {
      current = section[1];
      sections[current] ??= {};
      continue;
    }
    const pair = /^(\w+)\s*=\s*"([^"]*)"$/.exec(line);
    if (!pair?.[1] || pair[2] === undefined) throw new Error(`Not understood in netlify.toml: ${raw}`);
    sections[current] = { ...sections[current], [pair[1]]: pair[2] };
  }
  return sections;
}

/** A shell script's lines, without comments and blank lines. */
function scriptCommands(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

type Step = { uses?: string; run?: string; env?: Record<string, string> };
type Workflow = { on: Record<string, unknown>; jobs: Record<string, { steps: Step[] }> };

const workflow = (file: string) => parseYaml(read(path.join(".github/workflows", file))) as Workflow;
const steps = (flow: Workflow) => Object.values(flow.jobs).flatMap((job) => job.steps);

describe("the README's commands", () => {
  test("are read from the README", () => {
    expect(readmeTestCommand).toBe("npm test");
    expect(readmeInstall).toBe("npm install");
    expect(buildSettings).toEqual({ command: "npm run build", publish: "build/client", node: "20" });
  });

  test("name scripts that exist", () => {
    const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
    for (const command of [readmeTestCommand, buildSettings.command]) {
      const name = command.replace(/^npm (run )?/, "");
      expect(Object.keys(scripts), command).toContain(name);
    }
  });
});

describe("checks on GitHub", () => {
  const checks = workflow("checks.yml");

  test("run on every pull request and on every push to main", () => {
    expect(checks.on).toHaveProperty("pull_request");
    expect((checks.on.push as { branches: string[] }).branches).toContain("main");
  });

  test("run .ci/run, which installs what the tests need and then the README's commands", () => {
    expect(steps(checks).map((step) => step.run)).toContain(".ci/run");
    const commands = scriptCommands(read(".ci/run"));
    expect(commands.some((line) => line.startsWith(`${readmeInstall} `) || line === readmeInstall)).toBe(true);
    expect(commands.at(-1), "the last command of .ci/run").toBe(readmeTestCommand);
    // Chromium drives the browser tests; nginx serves the build in the delivery tests.
    expect(read(".ci/run")).toMatch(/packages\+=\(chromium\b/);
    expect(read(".ci/run")).toMatch(/packages\+=\(nginx\)/);
  });

  test("run as CI, so the nginx delivery tests fail instead of skipping when nginx is missing", () => {
    const ciStep = steps(checks).find((step) => step.run === ".ci/run");
    expect(ciStep?.env?.CI).toBe("true");
  });
});

describe("daily rebuild", () => {
  const rebuild = workflow("daily-rebuild.yml");

  test("runs every day", () => {
    const schedule = rebuild.on.schedule as { cron: string }[];
    expect(schedule).toHaveLength(1);
    const [minute, hour, dayOfMonth, month, dayOfWeek] = (schedule[0]?.cron ?? "").split(" ");
    expect([dayOfMonth, month, dayOfWeek]).toEqual(["*", "*", "*"]);
    expect(Number(minute)).toBeGreaterThanOrEqual(0);
    expect(Number(hour)).toBeLessThan(24);
  });

  test("calls the build hook from a repository secret, with no hook address in the repository", () => {
    const run = steps(rebuild)
      .map((step) => `${step.run ?? ""}${JSON.stringify(step.env ?? {})}`)
      .join("\n");
    expect(run).toMatch(/\$\{\{\s*secrets\.BUILD_HOOK_URL\s*\}\}/);
    expect(run).toMatch(/curl [^\n]*--fail[^\n]*"\$BUILD_HOOK_URL"/);
    expect(run).not.toMatch(/https?:\/\//);
  });
});

describe("host build settings", () => {
  const netlify = parseTinyToml(read("netlify.toml"));

  test("netlify.toml builds with the README's command and publishes its folder", () => {
    expect(netlify.build?.command).toBe(buildSettings.command);
    expect(netlify.build?.publish).toBe(buildSettings.publish);
  });

  test("Netlify, .nvmrc (Cloudflare Pages) and package.json agree on Node.js", () => {
    expect(netlify["build.environment"]?.NODE_VERSION).toBe(buildSettings.node);
    expect(read(".nvmrc").trim()).toBe(buildSettings.node);
    // The major version the hosts install must satisfy the engines minimum (>=20.19: the latest 20.x does).
    const engines = JSON.parse(read("package.json")).engines.node as string;
    expect(engines).toMatch(new RegExp(`^>=${buildSettings.node}\\.`));
  });
});
