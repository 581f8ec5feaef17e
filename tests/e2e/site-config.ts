/**
 * The site settings and menus a build was made with, for specs to compare against.
 * app/config/ reads them from `virtual:site-content`, which only Vite can load; this asks
 * the same builder (app/content/site-content.server.ts) for the same values, from the
 * content folder of the site under test, in a child process: the content loaders read
 * CONTENT_DIR once, and the two sites have different folders.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { test } from "@playwright/test";
import { menusFor } from "../../app/config/menus";
import type { SiteContent } from "../../app/content/site-content.server";
import { type Site, sites } from "./sites.mjs";

const printContent = `
import { loadSiteContent } from "./app/content/site-content.server.ts";
process.stdout.write(JSON.stringify(loadSiteContent()));
`;

const cache = new Map<string, SiteContent>();

function readSiteContent(site: Site): SiteContent {
  const contentDir = path.resolve(site.contentDir);
  let content = cache.get(contentDir);
  if (!content) {
    const tsx = path.resolve("node_modules/.bin/tsx");
    const json = execFileSync(tsx, ["--eval", printContent], {
      encoding: "utf8",
      env: { ...process.env, CONTENT_DIR: contentDir },
    });
    content = JSON.parse(json) as SiteContent;
    cache.set(contentDir, content);
  }
  return content;
}

/** Settings, links, team list and menus of a site, as app/config/ exports them. */
export function siteConfig(site: Site) {
  const content = readSiteContent(site);
  return { ...content, ...menusFor(content.teamLinks) };
}

/** The site of the running test's project (the fixture build or the shipped one). */
export function currentSite(): Site {
  const { name } = test.info().project;
  const site = Object.values(sites).find((candidate) => candidate.name === name);
  if (!site) throw new Error(`No site for the Playwright project "${name}"`);
  return site;
}
