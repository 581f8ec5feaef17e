/**
 * The site's own additions to Decap CMS: preview templates in the site's components,
 * custom widgets, Decap's image field made to show saved pictures and refuse unusable
 * files, uploads checked and made to fit before Decap has them, checks before saving.
 * main.tsx calls registerSiteExtensions before CMS.init, so every registration is in
 * place when the editor opens. A module of
 * additions exports a function taking the CMS and is listed in `siteExtensions`.
 */
import type { CMS } from "decap-cms-core";
import { registerContentFormats } from "./content-formats";
import { registerEditorChrome } from "./editor-chrome";
import { registerEmptyValueCleanup } from "./empty-values";
import { registerImageField } from "./image-field";
import { registerUploadCheck } from "./pictures/upload-check";
import { registerPreviews } from "./previews";
import { registerValidation } from "./widgets";

/** Registers previews, widgets or event handlers on the CMS. */
export type SiteExtension = (cms: CMS) => void;

/** The additions /admin loads, in order. */
export const siteExtensions: SiteExtension[] = [
  registerContentFormats,
  registerPreviews,
  registerValidation,
  registerImageField,
  registerUploadCheck,
  registerEmptyValueCleanup,
  registerEditorChrome,
];

export function registerSiteExtensions(cms: CMS, extensions: readonly SiteExtension[] = siteExtensions): void {
  for (const register of extensions) register(cms);
}
