/** The growth test's team and role: a new team in every menu and on Home, a new role on Join Us; an original team removed with its role. */
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import {
  clientDir,
  element,
  type GrowthCheck,
  idsIn,
  mustChooseRemoval,
  page,
  pageExists,
  read,
  remove,
  sitemapPaths,
  stringField,
  wholeText,
} from "../grown-site";

const added = {
  team: { slug: "fixture-sustainability", title: "Fixture Sustainability Team", tile: "Fixture Sustainability" },
  role: { id: "fixture-sustainability-officer", title: "Fixture Sustainability Officer" },
};
let removed = { slug: "", title: "", role: "" };

/** The tests of its addition and its removal. */
const tests: GrowthCheck["tests"] = {
  "added role: its page, the Join Us list of open positions and the sitemap": () => {
    const { id, title } = added.role;
    expect(page(`/join/role/${id}`)).toContain(title);
    expect(element(page("/join"), "main")).toContain(`href="/join/role/${id}"`);
    expect(sitemapPaths()).toContain(`/join/role/${id}`);
  },

  "added team: its page, the header and footer of every page, Home's tiles, /teams and the sitemap": () => {
    const { slug, title, tile } = added.team;
    const link = `href="/teams/${slug}"`;
    expect(page(`/teams/${slug}`)).toContain(title);
    const pages = sitemapPaths();
    expect(pages).toContain(`/teams/${slug}`);
    for (const route of pages) {
      expect(element(page(route), "header"), `the header of ${route}`).toContain(link);
      expect(element(page(route), "footer"), `the footer of ${route}`).toContain(link);
    }
    expect(element(page("/"), "main")).toContain(tile);
    expect(element(page("/"), "main")).toContain(link);
    expect(element(page("/teams"), "main")).toContain(link);
    // The browser's list of team pages (a client-side visit to an unknown team answers 404 without a request).
    const assets = fs.readdirSync(path.join(clientDir, "assets")).filter((file) => file.endsWith(".js"));
    // As a string literal in whichever quotes the minifier chose (Oxc writes backticks).
    const literal = new RegExp(`(["'\`])${slug}\\1`);
    expect(assets.some((file) => literal.test(read(path.join(clientDir, "assets", file))))).toBe(true);
  },

  "removed: the team's and its role's pages are gone, from the sitemap, Home and /teams": () => {
    const { slug, title } = removed;
    expect(pageExists(`/teams/${slug}`)).toBe(false);
    expect(pageExists(`/join/role/${removed.role}`)).toBe(false);
    expect(sitemapPaths()).not.toContain(`/teams/${slug}`);
    expect(sitemapPaths()).not.toContain(`/join/role/${removed.role}`);
    expect(page("/")).not.toContain(`href="/teams/${slug}"`);
    expect(element(page("/teams"), "main")).not.toMatch(wholeText(title));
  },
};

export const check: GrowthCheck = {
  name: "a team and a role",
  tests,
  // A role is removed with the team that names it: no team may name a role that is gone.
  covers: ["teams", "roles"],
  remove() {
    const team = mustChooseRemoval(
      "team and its role",
      idsIn("teams", ".md").map((slug) => {
        const roleId = stringField(`teams/${slug}.md`, "roleId");
        return {
          id: slug,
          files: [`teams/${slug}.md`, `roles/${roleId}.md`],
          links: [
            [`/teams/${slug}`, "/teams"],
            [`/join/role/${roleId}`, "/join"],
          ],
          blockers: [`roleId: ${roleId}`],
        };
      }),
    );
    removed = {
      slug: team.id,
      title: stringField(`teams/${team.id}.md`, "title"),
      role: path.basename(team.files[1] ?? "", ".md"),
    };
    remove(team);
  },
};
