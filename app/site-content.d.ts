/**
 * Types of `virtual:site-content` (scripts/site-content/vite-plugin.ts): the constants are
 * the return value of loadSiteContent(), written into the bundle at build time.
 */
declare module "virtual:site-content" {
  type SiteContent = import("./content/site-content.server").SiteContent;
  export const site: SiteContent["site"];
  export const contact: SiteContent["contact"];
  export const links: SiteContent["links"];
  export const supportChat: SiteContent["supportChat"];
  export const knowledgeBaseNote: SiteContent["knowledgeBaseNote"];
  export const newsletter: SiteContent["newsletter"];
  export const teamLinks: SiteContent["teamLinks"];
  export const teamSlugs: SiteContent["teamSlugs"];
  export const roleIds: SiteContent["roleIds"];
  export const searchTypes: SiteContent["searchTypes"];
}
