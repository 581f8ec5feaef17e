/**
 * The web app manifest (/site.webmanifest): the site's name and description from
 * content/site.yaml, the brand colours and the PNG icons rendered by scripts/icons.mjs.
 * Written into the build by the site-content Vite plugin. PNG icons only: Chrome fetches
 * a manifest icon on every page load and parses an SVG one as a document.
 */
import { brand } from "./brand.ts";

type SiteFacts = { name: string; shortName: string; description: string };

export function webManifest(site: SiteFacts) {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: brand.locale,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: brand.themeColor,
    background_color: "#faf7f5",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

export const webManifestPath = "/site.webmanifest";
