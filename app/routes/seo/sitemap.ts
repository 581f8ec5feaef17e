import { pagePaths } from "~/content/prerender-paths.server";
import { absoluteUrl } from "~/seo/page-meta";

/** sitemap.xml from the same list the build prerenders, so the two cannot drift. */
export function loader() {
  const urls = pagePaths()
    .map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
