/**
 * Site-wide facts read by the meta helper, the sitemap and the layout: the name, the
 * production origin and the default description come from content/site.yaml (through
 * `virtual:site-content`), the theme colour and language from config/brand.ts.
 */
export { site } from "virtual:site-content";
