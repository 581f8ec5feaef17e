import type { ImageAsset } from "~/content/page-data";

/**
 * An image of the form as the site's Picture takes it. The build makes AVIF and WebP
 * variants; the preview has only the file the editor picked, so both variant lists are
 * empty (the browser then skips those sources and loads `src`). Width and height only
 * give the image its proportions until the file has loaded; the classes around every
 * picture fix its shape on the page.
 */
export function previewImage(url: string): ImageAsset {
  const src = url || blankImage;
  return { src, original: src, avifSrcset: "", webpSrcset: "", width: 1600, height: 1000 };
}

/**
 * What a picture shows until its file is loaded: an empty SVG. An empty `src` would make
 * the browser fetch the page itself as the image (React warns about it).
 */
export const blankImage = "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E";

/** The image field `path` of the form, resolved through Decap's getAsset. */
export function resolvePreviewImage(path: string, resolve: (path: string) => string): ImageAsset {
  return previewImage(path ? resolve(path) : "");
}
