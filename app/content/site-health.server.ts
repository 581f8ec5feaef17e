/**
 * What the site health check reads from content/ (or CONTENT_DIR): each kind of content
 * it watches through site-health/ (the events, the years of the board and of the
 * representatives, the 'You said, we did' items, the articles, the accessibility statement's last review, each through the loaders'
 * own reader, readCollection, so drafts are left out as on the site), the site settings,
 * the placeholders and board members without a photo as the launch check finds them, and
 * every outbound address with each place it is written, under the /admin name of its
 * collection (admin-menu.ts). The rules themselves are app/lib/site-health.ts and
 * site-health-links.ts.
 */
import { amsterdamDay } from "~/lib/event-dates";
import type { Finding } from "~/lib/site-health";
import type { LinkPlace } from "~/lib/site-health-links";
import { adminMenuOf } from "./admin-menu";
import { contentRoot, displayPath } from "./load.server";
import { contentTexts, isReservedHost, urls } from "./placeholders.server";
import { loadSiteSettings } from "./site-content.server";
import { academicYearHealth } from "./site-health/academic-years.server";
import { statementHealth } from "./site-health/accessibility.server";
import { articleHealth } from "./site-health/articles.server";
import { eventHealth } from "./site-health/events.server";
import { launchHealth } from "./site-health/launch.server";
import { saidItemHealth } from "./site-health/said-items.server";

/** Punctuation that ends a sentence after an address in running text, not part of it. */
const trailingPunctuation = /[.,;:!?]+$/;

/**
 * Every outbound web address in the content and the settings, each with the places it is
 * written, in file order; and how many addresses were left out as samples: those on a
 * domain reserved for examples (example.org, .test…), which never exist, so asking them
 * proves nothing (the launch check lists them). A sample account on a real site
 * (instagram.com/…example) is asked like any link: a visitor really goes there. The
 * site's own address is left out too.
 */
export function outboundLinks(
  siteUrl: string,
  root = contentRoot,
): { links: Map<string, LinkPlace[]>; samples: number } {
  const ownHost = URL.parse(siteUrl)?.host;
  const folder = `${displayPath(root, root)}/`;
  const links = new Map<string, LinkPlace[]>();
  const samples = new Set<string>();
  for (const { file, line, field, text } of contentTexts(root)) {
    for (const found of urls(text)) {
      const url = URL.parse(found.href.replace(trailingPunctuation, ""));
      if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.host === ownHost) continue;
      if (isReservedHost(url.hostname.replace(/^\[|\]$/g, ""))) samples.add(url.href);
      else {
        const admin = adminMenuOf(file.startsWith(folder) ? file.slice(folder.length) : file);
        links.set(url.href, [...(links.get(url.href) ?? []), { file, line, field, ...(admin ? { admin } : {}) }]);
      }
    }
  }
  return { links, samples: samples.size };
}

/** The health settings of site.yaml (their defaults when the section is left out), and the site's address. */
export function healthSettings() {
  const { health, site } = loadSiteSettings();
  return { ...health, owners: health.owners.map((owner) => owner.username), siteUrl: site.url };
}

/** Every finding about the content at `now` (the links are checked apart: they need the network). */
export function contentFindings(now: Date): Finding[] {
  const today = amsterdamDay(now);
  const { youSaidWeDidMonths, articleMonths } = healthSettings();
  return [
    ...eventHealth(now),
    ...academicYearHealth(today),
    ...saidItemHealth(today, youSaidWeDidMonths),
    ...articleHealth(today, articleMonths),
    ...statementHealth(today),
    ...launchHealth(),
  ];
}
