/**
 * The /admin previews: each collection the registry marks `previewed` is shown as its
 * page, in the site's own view components and stylesheet, so an editor sees what visitors
 * will see. A collection's preview is the default export of `<collection>-preview.tsx` in
 * this folder, found by its file name (a new previewed collection adds that file and
 * nothing else; previews.test.tsx fails while one is missing or left over). The admin
 * entry calls registerPreviews with Decap's CMS object before CMS.init.
 */
import { type CollectionName, registeredCollections } from "~/content/registry";
import siteStylesheet from "./preview.css?url";
import type { PreviewComponent, PreviewRegistry } from "./preview-props";
import { SettingsPreview } from "./settings-list";
import { loadSiteFont } from "./site-font";

const modules = import.meta.glob<PreviewComponent>("./*-preview.tsx", { eager: true, import: "default" });

/** Each preview module's template, by the collection its file is named after ('./blog-preview.tsx' → 'blog'). */
export const previewTemplates: Readonly<Record<string, PreviewComponent>> = Object.fromEntries(
  Object.entries(modules).map(([file, component]) => [file.replace(/^\.\/(.*)-preview\.tsx$/, "$1"), component]),
);

/** The collections the registry marks `previewed`, in its order. */
export const previewedCollections: readonly CollectionName[] = registeredCollections
  .filter(([, definition]) => definition.previewed)
  .map(([name]) => name);

export function registerPreviews(cms: PreviewRegistry): void {
  // Fetched with /admin, so the first preview has it at once (site-font.ts).
  void loadSiteFont().catch(() => {});
  // The site's compiled stylesheet (Tailwind, the theme, the self-hosted font) inside the preview iframe.
  cms.registerPreviewStyle(siteStylesheet);
  for (const name of previewedCollections) {
    const template = previewTemplates[name];
    if (!template)
      throw new Error(`The registry previews ${name}, but app/admin/previews/${name}-preview.tsx is missing`);
    cms.registerPreviewTemplate(name, template);
  }
  // The site settings have no page to show: their preview lists each field and its value.
  cms.registerPreviewTemplate("site" satisfies CollectionName, SettingsPreview);
}
