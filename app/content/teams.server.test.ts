import { describe, expect, test, vi } from "vitest";
import { teamLinks } from "~/config/navigation";
import { findTeam, loadTeamSummaries } from "./teams.server";

// Image resolution reduced to "the file exists" (see join.server.test.ts).
vi.mock("./images.server", () => import("../../tests/setup/images-mock"));

describe("teams", () => {
  test("the overview lists the four teams in menu order, with the menu's titles and paths", () => {
    const summaries = loadTeamSummaries();
    expect(summaries.map((team) => ({ title: team.title, path: `/teams/${team.slug}` }))).toEqual(
      teamLinks.map((link) => ({ title: link.title, path: link.path })),
    );
  });

  test("each team page has responsibilities, the additional information and an existing role", () => {
    const slugs = loadTeamSummaries().map((summary) => summary.slug);
    expect(slugs).toHaveLength(4);
    for (const slug of slugs) {
      const team = findTeam(slug);
      expect(team?.responsibilities.length).toBeGreaterThan(0);
      expect(team?.timeCommitment).toBe("2-3 hours per week");
      expect(team?.duration).toBe("September to June");
      expect(team?.whatWeDoHtml).toContain("<p>");
    }
    // Each team's role, read from the role file its roleId names.
    expect(Object.fromEntries(slugs.map((slug) => [slug, findTeam(slug)?.role.title]))).toEqual({
      representatives: "Elective Student Representative",
      marketing: "Marketing Manager",
      events: "Event Manager",
      "student-support": "Student Support Mentor",
    });
  });

  test("the representatives page says they meet the professor twice per block and report each block", () => {
    const html = findTeam("representatives")?.whatWeDoHtml ?? "";
    expect(html).toMatch(/meet the professor twice per block/);
    expect(html).toMatch(/submit a report at\s+the end of each block/);
  });

  test("an unknown team is undefined", () => {
    expect(findTeam("nope")).toBeUndefined();
  });
});
