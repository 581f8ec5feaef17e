/**
 * The site health report: the findings grouped by urgency, the exit code, and the same
 * report as terminal text, as JSON for machines, and as the Markdown of the "Site health"
 * GitHub issue and of a pull request's check summary. Pure, so it is tested on findings
 * made by hand.
 */
import { dayText } from "./date-text";
import { type CalendarDate, toIsoDate } from "./dates";
import type { Finding, Urgency } from "./site-health";

/** The groups, most urgent first, with the heading a board member reads. */
export const urgencyGroups: readonly { urgency: Urgency; heading: string }[] = [
  { urgency: "broken", heading: "Broken" },
  { urgency: "stale", heading: "Out of date" },
  { urgency: "info", heading: "For your information" },
];

export type HealthReport = {
  /** The day checked, 'YYYY-MM-DD' in Amsterdam. */
  today: string;
  /** `attention` when anything is broken or out of date. */
  status: "ok" | "attention";
  /** 0: nothing broken or out of date; 1: something is. (2, the check itself failed, has no report.) */
  exitCode: 0 | 1;
  counts: Record<Urgency, number>;
  /** Most urgent first; within a group, in the order found. */
  findings: Finding[];
  /** The GitHub users the site settings name as the site's owners. */
  owners: string[];
};

export function healthReport(
  today: CalendarDate,
  findings: readonly Finding[],
  owners: readonly string[],
): HealthReport {
  const sorted = urgencyGroups.flatMap(({ urgency }) => findings.filter((finding) => finding.urgency === urgency));
  const counts = {
    broken: findings.filter((finding) => finding.urgency === "broken").length,
    stale: findings.filter((finding) => finding.urgency === "stale").length,
    info: findings.filter((finding) => finding.urgency === "info").length,
  };
  const attention = counts.broken + counts.stale > 0;
  return {
    today: toIsoDate(today),
    status: attention ? "attention" : "ok",
    exitCode: attention ? 1 : 0,
    counts,
    findings: sorted,
    owners: [...owners],
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Needs attention: 1 broken link or page, 2 out of date.' or 'All is well.' */
export function verdictLine({ counts, status }: HealthReport): string {
  const info = counts.info > 0 ? ` (${count(counts.info, "note", "notes")} for your information)` : "";
  if (status === "ok") return `All is well: nothing is broken or out of date${info}.`;
  const parts = [
    counts.broken > 0 ? `${counts.broken} broken` : "",
    counts.stale > 0 ? `${counts.stale} out of date` : "",
  ].filter(Boolean);
  return `${count(counts.broken + counts.stale, "thing needs", "things need")} attention: ${parts.join(", ")}${info}.`;
}

function todayText(today: string): string {
  const [year, month, day] = today.split("-").map(Number);
  return dayText({ year: year ?? 0, month: month ?? 1, day: day ?? 1 });
}

/** The report for a terminal: one block per finding, grouped, then the verdict. */
export function reportText(report: HealthReport, contentFolder = "content/"): string {
  const lines = [`Site health of ${contentFolder} on ${todayText(report.today)}`, ""];
  for (const { urgency, heading } of urgencyGroups) {
    const group = report.findings.filter((finding) => finding.urgency === urgency);
    if (group.length === 0) continue;
    lines.push(`${heading} (${group.length})`);
    for (const finding of group) {
      lines.push(`  - ${finding.problem}`);
      if (finding.admin) lines.push(`    In /admin: ${finding.admin}`);
      if (finding.where.length > 0)
        lines.push(`    ${finding.where.length === 1 ? "File" : "Files"}: ${finding.where.join(", ")}`);
      lines.push(`    What to do: ${finding.todo}`);
    }
    lines.push("");
  }
  lines.push(verdictLine(report));
  return `${lines.join("\n")}\n`;
}

/**
 * Markdown special characters in content text, escaped so a title cannot become a link or
 * a heading. Not '_': GitHub does not emphasise inside words, and an address keeps its own.
 */
function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*[\]<>#|])/g, "\\$1");
}

/** One finding as a Markdown list item: the problem, where to change it, what to do. */
function findingMarkdown({ problem, admin, where, todo }: Finding): string {
  const files = where.map((item) => `\`${item}\``).join(", ");
  const filesText = files ? `${where.length === 1 ? "file" : "files"} ${files}` : "";
  const place = admin
    ? [`In /admin: **${escapeMarkdown(admin)}**`, filesText].filter(Boolean).join(" · ")
    : filesText.charAt(0).toUpperCase() + filesText.slice(1);
  return `- ${escapeMarkdown(problem)}${place ? `\n  ${place}` : ""}\n  **What to do:** ${escapeMarkdown(todo)}`;
}

/** The findings as Markdown sections, most urgent first (the issue's and the check summary's body). */
export function findingsMarkdown(report: HealthReport): string {
  return urgencyGroups
    .flatMap(({ urgency, heading }) => {
      const group = report.findings.filter((finding) => finding.urgency === urgency);
      return group.length === 0 ? [] : [`### ${heading} (${group.length})\n\n${group.map(findingMarkdown).join("\n")}`];
    })
    .join("\n\n");
}

/** The report under one bold verdict line: a workflow run's or a pull request's check summary. */
export function summaryMarkdown(report: HealthReport): string {
  const findings = findingsMarkdown(report);
  return `**Site health on ${todayText(report.today)}: ${verdictLine(report)}**${findings ? `\n\n${findings}` : ""}`;
}

/** The "Site health" issue's title: what needs attention, in a few words. */
export function issueTitle(report: HealthReport): string {
  const parts = [
    report.counts.broken > 0 ? `${report.counts.broken} broken` : "",
    report.counts.stale > 0 ? `${report.counts.stale} out of date` : "",
  ].filter(Boolean);
  return parts.length > 0 ? `Site health: ${parts.join(", ")}` : "Site health: all is well";
}

export type IssueOptions = {
  /** The address of EDITORS-GUIDE.md's "Site health" section on GitHub, when known. */
  guideUrl?: string;
};

/**
 * The "Site health" issue's text. It does not say the day it was checked: the weekly run
 * compares it with the issue's text and edits the issue only when something changed.
 */
export function issueBody(report: HealthReport, { guideUrl }: IssueOptions = {}): string {
  const section = `section 11, "The Site health issue"`;
  const guide = guideUrl ? `[the editors' guide, ${section}](${guideUrl})` : `EDITORS-GUIDE.md, ${section}`;
  const owners =
    report.owners.length > 0
      ? `\n\nFor ${report.owners.map((owner) => `@${owner}`).join(", ")}.`
      : "\n\nNobody is notified of this issue yet: write the GitHub usernames of this year's site manager and editors in /admin, **Site settings → Site health → Owners**.";
  return [
    `**${verdictLine(report)}**`,
    findingsMarkdown(report),
    "---",
    `The website checks itself every Monday and rewrites this issue when something changes; it closes the issue once nothing is broken or out of date. Fix what is listed (most often in /admin), and the next check takes it off the list. How to act on each kind of finding: ${guide}.${owners}`,
  ].join("\n\n");
}
