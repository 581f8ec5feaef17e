// @vitest-environment jsdom
/**
 * A fifth team is one file in content/teams/. This test copies the fixture content to a
 * temporary folder, adds content/teams/wellbeing.md (order 5) and checks that the team
 * reaches every place that lists teams: the header's Teams menu, the mobile menu, the
 * footer's Teams column, Home's tiles, the /teams overview, its own page and the
 * prerender list (with the sitemap). The browser's part (menus, known team pages) comes
 * from `virtual:site-content`, here built from the same folder by the plugin's builder.
 */
import fs from "node:fs";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { afterAll, expect, test, vi } from "vitest";
import { TeamTiles } from "~/components/home/team-tiles";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { TeamCards } from "~/components/teams/team-cards";
import { loadTeamSummaries, loadTeamTiles } from "~/content/teams.server";

// Loaders read CONTENT_DIR when first imported, so the folder is made before any import.
const contentDir = vi.hoisted(() => {
  const nodeFs = require("node:fs") as typeof import("node:fs");
  const nodeOs = require("node:os") as typeof import("node:os");
  const nodePath = require("node:path") as typeof import("node:path");
  const dir = nodeFs.mkdtempSync(nodePath.join(nodeOs.tmpdir(), "sr-team-added-"));
  nodeFs.cpSync(nodePath.resolve("tests/fixtures/content/site"), dir, { recursive: true });
  const team = [
    "---",
    "title: Wellbeing Team",
    "order: 5",
    "tagline: Looking after the people who look after the students.",
    "heroImage: ../images/teams/student-support.jpg",
    "heroImageAlt: Illustration of two students talking on a bench",
    "image: ../images/teams/student-support-work.jpg",
    "imageAlt: Illustration of a quiet room with plants",
    "responsibilities:",
    "  - Check in with every team once a block",
    "duration: September to June",
    "timeCommitment: 1-2 hours per week",
    "roleId: student-support",
    "tileTitle: Wellbeing",
    "tileImage: ../images/teams/student-support.jpg",
    "tileImageAlt: Illustration of two students talking on a bench",
    "---",
    "",
    "The Wellbeing Team keeps an eye on how everyone in SR is doing.",
    "",
  ].join("\n");
  nodeFs.writeFileSync(nodePath.join(dir, "teams", "wellbeing.md"), team);
  process.env.CONTENT_DIR = dir;
  return dir;
});

afterAll(() => fs.rmSync(contentDir, { recursive: true, force: true }));

// The browser's build-time module, made from this folder by the plugin's own builder.
vi.mock("virtual:site-content", async () => {
  const { loadSiteContent } = await import("~/content/site-content.server");
  return loadSiteContent();
});

// Image resolution reduced to "the file exists": no image variants are built for this folder.
vi.mock("~/content/images.server", () => import("../setup/images-mock"));

/** Renders a component as the page at /, inside a router (its links need one). */
function renderPage(Component: ComponentType) {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  return render(<Stub initialEntries={["/"]} />);
}

/** Home's tiles and the /teams cards, from the loaders the routes call. */
function HomeTiles() {
  return <TeamTiles tiles={loadTeamTiles()} />;
}
function TeamsOverview() {
  return <TeamCards teams={loadTeamSummaries()} />;
}

const fifthTeam = { title: "Wellbeing Team", path: "/teams/wellbeing" };

test("the loaders read the temporary folder with the added team file", async () => {
  const { contentRoot } = await import("~/content/load.server");
  expect(contentRoot).toBe(path.resolve(contentDir));
  expect(fs.existsSync(path.join(contentRoot, "teams", "wellbeing.md"))).toBe(true);
});

test("the team menu lists five teams in order, the new one last", async () => {
  const { teamLinks } = await import("~/config/navigation");
  expect(teamLinks.map((team) => team.path)).toEqual([
    "/teams/representatives",
    "/teams/marketing",
    "/teams/events",
    "/teams/student-support",
    "/teams/wellbeing",
  ]);
  const { isTeamSlug } = await import("~/lib/teams");
  expect(isTeamSlug("wellbeing")).toBe(true);
});

// The menus' lists are popovers, which jsdom never shows: the links are found among hidden
// elements, and the button must be the one that opens the list holding them.
test("the header's Teams menu links to the new team", () => {
  renderPage(SiteHeader);
  const desktop = screen.getAllByRole("navigation", { name: "Main" })[0];
  if (!desktop) throw new Error("no main navigation");
  const link = within(desktop).getByRole("link", { name: fifthTeam.title, hidden: true });
  expect(link).toHaveAttribute("href", fifthTeam.path);
  const button = within(desktop).getByRole("button", { name: "Teams" });
  expect(link.closest("[popover]")).toHaveAttribute("id", button.getAttribute("popovertarget"));
});

test("the mobile menu's Teams group links to the new team", () => {
  renderPage(SiteHeader);
  const mobile = document.querySelector<HTMLElement>("nav[popover]");
  if (!mobile) throw new Error("no mobile menu");
  const teams = within(mobile).getByText("Teams", { selector: "summary" }).closest("details");
  if (!teams) throw new Error("no Teams group in the mobile menu");
  expect(within(teams).getByRole("link", { name: fifthTeam.title, hidden: true })).toHaveAttribute(
    "href",
    fifthTeam.path,
  );
});

test("the footer's Teams column links to the new team", () => {
  renderPage(SiteFooter);
  const column = screen.getByRole("navigation", { name: "Teams" });
  expect(within(column).getAllByRole("link")).toHaveLength(5);
  expect(within(column).getByRole("link", { name: fifthTeam.title })).toHaveAttribute("href", fifthTeam.path);
});

test("Home's 'What We Do' has a fifth tile for the new team", async () => {
  renderPage(HomeTiles);
  const tiles = screen.getAllByRole("link");
  expect(tiles).toHaveLength(5);
  expect(tiles.at(-1)).toHaveTextContent("Wellbeing");
  expect(tiles.at(-1)).toHaveAttribute("href", fifthTeam.path);
});

test("the /teams overview has a card for the new team, which has a page of its own", async () => {
  renderPage(TeamsOverview);
  expect(screen.getByRole("link", { name: /Wellbeing Team/ })).toHaveAttribute("href", fifthTeam.path);

  const { findTeam } = await import("~/content/teams.server");
  expect(findTeam("wellbeing")).toMatchObject({ title: "Wellbeing Team", role: { id: "student-support" } });
});

test("the new team's page is prerendered and listed in the sitemap", async () => {
  const { pagePaths } = await import("~/content/prerender-paths.server");
  expect(pagePaths()).toContain(fifthTeam.path);
  const sitemap = await import("~/routes/seo/sitemap");
  expect(await sitemap.loader().text()).toContain(`${fifthTeam.path}</loc>`);
});
