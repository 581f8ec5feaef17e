/**
 * The props Decap hands a preview template, for the previews' tests (jsdom): an Immutable
 * entry of the form's values, a getAsset that answers a blob address named after the
 * picture, and the preview iframe's own document.
 */
import { fromJS } from "immutable";
import type { PreviewProps } from "~/admin/previews/preview-props";

export const getAsset = (path: string) => ({ url: `blob:asset/${path.split("/").at(-1)}`, path });

export function previewProps(
  slug: string,
  data: Record<string, unknown>,
  extra: Partial<PreviewProps> = {},
): PreviewProps {
  return {
    entry: fromJS({ slug, data }),
    getAsset,
    document: document.implementation.createHTMLDocument(""),
    ...extra,
  };
}
