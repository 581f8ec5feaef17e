/**
 * The "Site health" issue's upkeep against a fake `gh` on PATH (tests/fake-gh/fake-gh.mjs),
 * which records every call and keeps the issues in a state file as GitHub would.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import type { Finding } from "../../app/lib/site-health";
import { healthReport } from "../../app/lib/site-health-report";
import { guideSection, healthLabel, updateHealthIssue } from "./health-issue";

type FakeIssue = {
  number: number;
  title: string;
  body: string;
  state: "open" | "closed";
  labels: string[];
  assignees: string[];
  comments?: string[];
};
type FakeState = { issues: FakeIssue[]; labels: string[]; unassignable?: string[] };

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A fake GitHub: `gh` on PATH, its state and the log of its calls. */
function fakeGitHub(initial: Partial<FakeState> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sr-fake-gh-"));
  folders.push(dir);
  const bin = path.join(dir, "bin");
  fs.mkdirSync(bin);
  const script = path.resolve("tests/fake-gh/fake-gh.mjs");
  fs.writeFileSync(path.join(bin, "gh"), `#!/bin/sh\nexec "${process.execPath}" "${script}" "$@"\n`, { mode: 0o755 });
  const stateFile = path.join(dir, "state.json");
  const logFile = path.join(dir, "calls.log");
  fs.writeFileSync(stateFile, JSON.stringify({ issues: [], labels: [], ...initial }));
  fs.writeFileSync(logFile, "");
  const env = {
    ...process.env,
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}`,
    FAKE_GH_STATE: stateFile,
    FAKE_GH_LOG: logFile,
  };
  const lines: string[] = [];
  return {
    run: (report: ReturnType<typeof healthReport>) =>
      updateHealthIssue(report, { env, log: (line) => lines.push(line) }),
    state: () => JSON.parse(fs.readFileSync(stateFile, "utf8")) as FakeState,
    /** The commands run since the last call, as 'issue list', 'issue edit'… */
    calls: () => {
      const calls = fs
        .readFileSync(logFile, "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { args: string[] });
      fs.writeFileSync(logFile, "");
      return calls.map(({ args }) => args);
    },
    lines,
  };
}

const stale = (problem: string): Finding => ({
  urgency: "stale",
  kind: "board-year-missing",
  problem,
  where: ["content/board/2026-2027.yaml"],
  todo: "Add the new board.",
});
const report = (findings: Finding[], today = { year: 2026, month: 11, day: 30 }, owners = ["ada", "bram"]) =>
  healthReport(today, findings, owners);
const openIssues = (state: FakeState) => state.issues.filter((issue) => issue.state === "open");
const commands = (calls: string[][]) => calls.map((args) => args.slice(0, 2).join(" "));

test("the first report that needs attention opens one labelled issue and assigns the owners", () => {
  const github = fakeGitHub();
  expect(github.run(report([stale("The board of 2026-2027 is not on the site.")]))).toBe("created");
  const [issue, ...others] = github.state().issues;
  expect(others).toEqual([]);
  expect(issue).toMatchObject({
    title: "Site health: 1 out of date",
    state: "open",
    labels: [healthLabel],
    assignees: ["ada", "bram"],
  });
  expect(issue?.body).toContain("- The board of 2026-2027 is not on the site.");
  expect(issue?.body).toContain("For @ada, @bram.");
  expect(commands(github.calls())).toEqual(["issue list", "label create", "issue create", "issue edit"]);
});

test("the same report again changes nothing, even on another day: two runs never make two issues", () => {
  const github = fakeGitHub();
  const findings = [stale("The board of 2026-2027 is not on the site.")];
  github.run(report(findings));
  github.calls();
  expect(github.run(report(findings, { year: 2026, month: 12, day: 7 }))).toBe("unchanged");
  expect(commands(github.calls())).toEqual(["issue list"]);
  expect(openIssues(github.state())).toHaveLength(1);
});

test("a changed report replaces the issue's text and title, without a comment", () => {
  const github = fakeGitHub();
  github.run(report([stale("The board of 2026-2027 is not on the site.")]));
  github.calls();
  const changed = [stale("The board of 2026-2027 is not on the site."), stale("No upcoming event.")];
  expect(github.run(report(changed))).toBe("edited");
  const [issue, ...others] = github.state().issues;
  expect(others).toEqual([]);
  expect(issue?.title).toBe("Site health: 2 out of date");
  expect(issue?.body).toContain("- No upcoming event.");
  expect(issue?.comments).toBeUndefined();
  expect(commands(github.calls())).toEqual(["issue list", "issue edit", "issue edit"]);
});

test("all well closes the issue once, and a later problem opens a new one", () => {
  const github = fakeGitHub();
  github.run(report([stale("No upcoming event.")]));
  expect(github.run(report([]))).toBe("closed");
  expect(github.state().issues[0]).toMatchObject({ state: "closed" });
  expect(github.state().issues[0]?.comments?.[0]).toMatch(/^All is well: on 2026-11-30 nothing/);
  github.calls();
  expect(github.run(report([]))).toBe("nothing to do");
  expect(commands(github.calls())).toEqual(["issue list"]);
  expect(github.run(report([stale("No upcoming event.")]))).toBe("created");
  expect(openIssues(github.state()).map((issue) => issue.number)).toEqual([2]);
});

test("notes for information alone count as all well", () => {
  const github = fakeGitHub();
  const note: Finding = { urgency: "info", kind: "old-article", problem: "Old article.", where: [], todo: "Write." };
  expect(github.run(report([note]))).toBe("nothing to do");
  expect(github.state().issues).toEqual([]);
});

test("should two be open, the older one is kept and the other closed", () => {
  const issue = (number: number): FakeIssue => ({
    number,
    title: "Site health",
    body: "old",
    state: "open",
    labels: [healthLabel],
    assignees: [],
  });
  const github = fakeGitHub({ issues: [issue(4), issue(7)], labels: [healthLabel] });
  expect(github.run(report([stale("No upcoming event.")]))).toBe("edited");
  const state = github.state();
  expect(openIssues(state).map((open) => open.number)).toEqual([4]);
  expect(state.issues.find((closed) => closed.number === 7)?.comments).toEqual([
    'Kept in #4: one "Site health" issue.',
  ]);
});

test("an owner GitHub cannot assign does not keep the report from being written", () => {
  const github = fakeGitHub({ unassignable: ["bram"] });
  expect(github.run(report([stale("No upcoming event.")]))).toBe("created");
  expect(github.state().issues[0]?.body).toContain("For @ada, @bram.");
  expect(github.lines.at(-1)).toMatch(
    /^Could not assign ada, bram \(they are mentioned in the text instead\): .*'bram' not found/,
  );
});

test("the issue links a section of EDITORS-GUIDE.md that exists", () => {
  // GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
  const anchors = fs
    .readFileSync("EDITORS-GUIDE.md", "utf8")
    .split("\n")
    .filter((line) => /^#{2,3} /.test(line))
    .map((line) =>
      line
        .replace(/^#+ /, "")
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, "")
        .replace(/ /g, "-"),
    );
  expect(anchors).toContain(guideSection);
});
