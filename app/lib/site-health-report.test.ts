import { expect, test } from "vitest";
import { days } from "../../tests/date-strings";
import type { Finding } from "./site-health";
import { healthReport, issueBody, issueTitle, reportText } from "./site-health-report";

const today = { year: 2026, month: 11, day: 28 };

function finding(urgency: Finding["urgency"], problem: string): Finding {
  return { urgency, kind: `${urgency}-kind`, problem, where: ["content/site.yaml"], todo: "Fix it." };
}

test("exit 0 with notes only, 1 with anything broken or out of date", () => {
  expect(healthReport(today, [], []).exitCode).toBe(0);
  expect(healthReport(today, [finding("info", "A note.")], []).exitCode).toBe(0);
  expect(healthReport(today, [finding("info", "A note."), finding("stale", "Old.")], []).exitCode).toBe(1);
  expect(healthReport(today, [finding("broken", "Gone.")], []).status).toBe("attention");
});

test("findings are grouped most urgent first, in the order found within a group", () => {
  const report = healthReport(
    today,
    [finding("info", "Note 1."), finding("stale", "Old 1."), finding("broken", "Gone."), finding("stale", "Old 2.")],
    [],
  );
  expect(report.findings.map((item) => item.problem)).toEqual(["Gone.", "Old 1.", "Old 2.", "Note 1."]);
  expect(report.counts).toEqual({ broken: 1, stale: 2, info: 1 });
  const text = reportText(report);
  expect(text.indexOf("Broken (1)")).toBeLessThan(text.indexOf("Out of date (2)"));
  expect(text.indexOf("Out of date (2)")).toBeLessThan(text.indexOf("For your information (1)"));
  expect(text).toContain(`Site health of content/ on ${days["2026-11-28"]}`);
  expect(text.trimEnd().split("\n").at(-1)).toBe(
    "3 things need attention: 1 broken, 2 out of date (1 note for your information).",
  );
});

test("all well says so", () => {
  expect(
    reportText(healthReport(today, [], []))
      .trimEnd()
      .split("\n")
      .at(-1),
  ).toBe("All is well: nothing is broken or out of date.");
  expect(issueTitle(healthReport(today, [], []))).toBe("Site health: all is well");
});

test("the issue's text names the owners, links the guide and does not change with the day alone", () => {
  const findings = [finding("stale", "The board of 2026-2027 is not on the site.")];
  const body = issueBody(healthReport(today, findings, ["ada", "sr-rsm-secretary"]), {
    guideUrl: "https://github.com/sr-rsm/website/blob/main/EDITORS-GUIDE.md#site-health",
  });
  expect(body).toContain("### Out of date (1)\n\n- The board of 2026-2027 is not on the site.");
  expect(body).toContain("For @ada, @sr-rsm-secretary.");
  expect(body).toContain(
    '[the editors\' guide, section 11, "The Site health issue"](https://github.com/sr-rsm/website/blob/main/EDITORS-GUIDE.md#site-health)',
  );
  expect(body).not.toContain("Nobody is notified");
  const nextWeek = issueBody(healthReport({ year: 2026, month: 12, day: 5 }, findings, ["ada", "sr-rsm-secretary"]), {
    guideUrl: "https://github.com/sr-rsm/website/blob/main/EDITORS-GUIDE.md#site-health",
  });
  expect(nextWeek).toBe(body);
  expect(issueTitle(healthReport(today, findings, []))).toBe("Site health: 1 out of date");
});

test("without owners, the issue says how to name them", () => {
  const body = issueBody(healthReport(today, [finding("stale", "Old.")], []));
  expect(body).toContain("Nobody is notified of this issue yet");
  expect(body).toContain("Site settings → Site health → Owners");
});

test("a finding without an /admin collection lists its files", () => {
  const body = issueBody(healthReport(today, [finding("stale", "Old.")], []));
  expect(body).toContain("- Old.\n  File `content/site.yaml`\n  **What to do:** Fix it.");
});

test("a title from the content cannot become a link or a heading in the issue", () => {
  const body = issueBody(
    healthReport(today, [finding("stale", '"[Free pizza](https://evil.test) # now" is old.')], []),
  );
  expect(body).toContain('- "\\[Free pizza\\](https://evil.test) \\# now" is old.');
});
