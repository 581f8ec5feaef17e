/**
 * The /admin previews: each collection the registry marks `previewed` is shown as its
 * page, in the site's own view components and stylesheet, so an editor sees what visitors
 * will see. The admin entry calls registerPreviews with Decap's CMS object before CMS.init.
 */
import { type CollectionName, type Registry, registeredCollections } from "~/content/registry";
import { ArticlePreview } from "./article-preview";
import { BoardPreview } from "./board-preview";
import { EventPreview } from "./event-preview";
import siteStylesheet from "./preview.css?url";
import type { PreviewComponent, PreviewRegistry } from "./preview-props";
import { RepresentativesPreview } from "./representatives-preview";
import { SettingsPreview } from "./settings-preview";
import { loadSiteFont } from "./site-font";
import { TeamPreview } from "./team-preview";
import { YouSaidWeDidPreview } from "./you-said-we-did-preview";

/** The collections the registry marks `previewed`. */
type Previewed = {
  [Name in CollectionName]: Registry[Name] extends { previewed: true } ? Name : never;
}[CollectionName];

/** The preview of each previewed collection: the type asks for exactly those the registry marks. */
export const previewTemplates: Record<Previewed, PreviewComponent> = {
  blog: ArticlePreview,
  events: EventPreview,
  board: BoardPreview,
  representatives: RepresentativesPreview,
  "you-said-we-did": YouSaidWeDidPreview,
  teams: TeamPreview,
};

const isPreviewed = (name: CollectionName): name is Previewed => name in previewTemplates;

export function registerPreviews(cms: PreviewRegistry): void {
  // Fetched with /admin, so the first preview has it at once (site-font.ts).
  void loadSiteFont().catch(() => {});
  // The site's compiled stylesheet (Tailwind, the theme, the self-hosted font) inside the preview iframe.
  cms.registerPreviewStyle(siteStylesheet);
  for (const [name] of registeredCollections) {
    if (isPreviewed(name)) cms.registerPreviewTemplate(name, previewTemplates[name]);
  }
  // The site settings have no page to show: their preview lists each field and its value.
  cms.registerPreviewTemplate("site" satisfies CollectionName, SettingsPreview);
}
