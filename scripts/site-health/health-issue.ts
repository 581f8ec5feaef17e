/**
 * Keeps the one "Site health" GitHub issue in step with a health report, through GitHub's
 * own command line (`gh`, which the workflow's token signs in): opened when something is
 * broken or out of date, its text replaced when the report changes (never a comment a
 * week), left alone when nothing changed, closed when all is well. The issue is found by
 * its label; should two ever be open, the older one is kept and the other closed. The
 * owners named in the site settings are mentioned in the text and assigned.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { type HealthReport, issueBody, issueTitle } from "../../app/lib/site-health-report";

/** The label that marks the issue; the workflow finds it by this label alone. */
export const healthLabel = "site-health";

/** The anchor of EDITORS-GUIDE.md's section on the issue, as GitHub makes it from the heading. */
export const guideSection = "11-the-site-health-issue";

/** Records which report an issue's text was written from, so an unchanged report leaves it alone. */
const markerPattern = /<!-- site-health-report: ([0-9a-f]{16}) -->/;

export type IssueUpkeepOptions = {
  /** The environment `gh` runs in (its PATH, GH_TOKEN, GH_REPO). */
  env?: NodeJS.ProcessEnv;
  /** The address of EDITORS-GUIDE.md's "Site health" section. */
  guideUrl?: string;
  /** Where to say what was done; console.log unless a test listens. */
  log?: (line: string) => void;
};

/** What the upkeep did, for the log and the tests. */
export type IssueAction = "created" | "edited" | "unchanged" | "closed" | "nothing to do";

type OpenIssue = { number: number; title: string; body: string };

export function updateHealthIssue(report: HealthReport, options: IssueUpkeepOptions = {}): IssueAction {
  const log = options.log ?? console.log;
  const gh = (args: string[], input?: string) =>
    execFileSync("gh", args, {
      encoding: "utf8",
      env: options.env ?? process.env,
      ...(input === undefined ? {} : { input }),
      stdio: ["pipe", "pipe", "pipe"],
    });

  const open = (
    JSON.parse(
      gh(["issue", "list", "--label", healthLabel, "--state", "open", "--json", "number,title,body", "--limit", "20"]),
    ) as OpenIssue[]
  ).sort((a, b) => a.number - b.number);
  const [kept, ...extra] = open;

  for (const duplicate of extra) {
    gh(["issue", "close", String(duplicate.number), "--comment", `Kept in #${kept?.number}: one "Site health" issue.`]);
    log(`Closed #${duplicate.number}, a second open "Site health" issue.`);
  }

  if (report.status === "ok") {
    if (!kept) return "nothing to do";
    gh([
      "issue",
      "close",
      String(kept.number),
      "--comment",
      `All is well: on ${report.today} nothing on the site was broken or out of date. This issue opens again when something is.`,
    ]);
    log(`Closed #${kept.number}: all is well.`);
    return "closed";
  }

  const title = issueTitle(report);
  const text = issueBody(report, options.guideUrl ? { guideUrl: options.guideUrl } : {});
  const fingerprint = createHash("sha256").update(`${title}\n${text}`).digest("hex").slice(0, 16);
  const body = `${text}\n\n<!-- site-health-report: ${fingerprint} -->\n`;

  let number: number;
  let action: IssueAction;
  if (kept) {
    if (markerPattern.exec(kept.body)?.[1] === fingerprint) {
      log(`#${kept.number} already says this: left as it is.`);
      return "unchanged";
    }
    gh(["issue", "edit", String(kept.number), "--title", title, "--body-file", "-"], body);
    number = kept.number;
    action = "edited";
  } else {
    gh([
      "label",
      "create",
      healthLabel,
      "--color",
      "d93f0b",
      "--description",
      "The weekly site health check",
      "--force",
    ]);
    const url = gh(["issue", "create", "--title", title, "--label", healthLabel, "--body-file", "-"], body).trim();
    number = Number(/\/issues\/(\d+)\s*$/.exec(url)?.[1]);
    if (!Number.isInteger(number)) throw new Error(`gh issue create answered "${url}", not an issue's address`);
    action = "created";
  }
  log(`${action === "created" ? "Opened" : "Updated"} #${number}: ${title}`);

  // Apart from the text: an owner GitHub cannot assign (not a collaborator) must not keep
  // the report from being written. The mention in the text still reaches them.
  if (report.owners.length > 0) {
    try {
      gh(["issue", "edit", String(number), "--add-assignee", report.owners.join(",")]);
    } catch (error) {
      const reason = (error as { stderr?: string }).stderr?.trim() || String(error);
      log(`Could not assign ${report.owners.join(", ")} (they are mentioned in the text instead): ${reason}`);
    }
  }
  return action;
}
