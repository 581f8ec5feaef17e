/**
 * What the browser must know at build time, read from content/: the site settings
 * (content/site.yaml), the team menu, the ids of the role pages and the types of search
 * results (from the registry). The Vite plugin in
 * scripts/site-content/ turns this into the module `virtual:site-content`, which
 * app/config/ re-exports; end-to-end tests call it directly.
 */
import { brand } from "~/config/brand";
import { webManifest } from "~/config/web-manifest";
import { whatsAppChatUrl } from "~/lib/whatsapp";
import { checked, collectionPlace } from "./collections.server";
import { roleFilesFolder, roleIds } from "./join.server";
import { readSingle } from "./load.server";
import { searchTypeHeadings } from "./search-types";
import { readTeamFiles, teamFilesFolder } from "./team-files.server";

/** content/site.yaml, validated. */
export function loadSiteSettings() {
  return readSingle(checked("site"));
}

/** What loadSiteContent reads: the settings file and the folders whose files it lists. */
export function siteContentSources(): string[] {
  return [collectionPlace(checked("site")), teamFilesFolder(), roleFilesFolder()];
}

export function loadSiteContent() {
  const settings = loadSiteSettings();
  const teams = readTeamFiles();
  const { whatsApp } = settings.contact;
  return {
    /** Name, production origin and description, with the brand constants of the code. */
    site: { ...settings.site, ...brand },
    contact: settings.contact,
    links: {
      ...settings.links,
      /** The WhatsApp chat with SR Support. */
      whatsApp: whatsAppChatUrl(whatsApp),
      /** The same chat, opening with the greeting. */
      supportChat: whatsAppChatUrl(whatsApp, settings.supportChat.greeting),
    },
    supportChat: settings.supportChat,
    knowledgeBaseNote: settings.knowledgeBaseNote,
    newsletter: settings.newsletter,
    /** The team pages in menu order: header, mobile menu and footer list them. */
    teamLinks: teams.map(({ id, data }) => ({ title: data.title, path: `/teams/${id}` })),
    /** Every team page's slug, e.g. 'marketing'. */
    teamSlugs: teams.map(({ id }) => id).sort(),
    /** Every role page's id, e.g. 'event-manager'. */
    roleIds: roleIds(),
    /** The types of search results with their headings, in the order the search lists them (search-types.ts). */
    searchTypes: searchTypeHeadings(),
  };
}

export type SiteContent = ReturnType<typeof loadSiteContent>;

/** /site.webmanifest as text, named after the site in content/site.yaml. */
export function webManifestText(): string {
  return `${JSON.stringify(webManifest(loadSiteSettings().site), null, 2)}\n`;
}
