/**
 * The /admin previews: blog articles, events, board years and teams in the site's own
 * components and stylesheet, so an editor sees what visitors will see. The admin entry
 * calls registerPreviews with Decap's CMS object before CMS.init.
 */

import { ArticlePreview } from "./article-preview";
import { BoardPreview } from "./board-preview";
import { EventPreview } from "./event-preview";
import siteStylesheet from "./preview.css?url";
import type { PreviewRegistry } from "./preview-props";
import { RepresentativesPreview } from "./representatives-preview";
import { loadSiteFont } from "./site-font";
import { TeamPreview } from "./team-preview";
import { YouSaidWeDidPreview } from "./you-said-we-did-preview";

/** Collection name (the CMS configuration's) → its preview. */
export const previewTemplates = {
  blog: ArticlePreview,
  events: EventPreview,
  board: BoardPreview,
  teams: TeamPreview,
  representatives: RepresentativesPreview,
  "you-said-we-did": YouSaidWeDidPreview,
} as const;

export function registerPreviews(cms: PreviewRegistry): void {
  // Fetched with /admin, so the first preview has it at once (site-font.ts).
  void loadSiteFont().catch(() => {});
  // The site's compiled stylesheet (Tailwind, the theme, the self-hosted font) inside the preview iframe.
  cms.registerPreviewStyle(siteStylesheet);
  for (const [collection, component] of Object.entries(previewTemplates)) {
    cms.registerPreviewTemplate(collection, component);
  }
}
