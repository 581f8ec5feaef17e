/**
 * Stands in for app/content/images.server.ts in unit tests, which have no image manifest
 * (the fixture content's pictures are not processed): a reference to a file that does not
 * exist still fails, as it would in the build. `original` names the content file and the
 * reference ('…/gallery/2025/album.yaml|photo-03.png'), so a test can tell where an
 * image was resolved from. Use: vi.mock("…/images.server", () => import("…/images-mock")).
 */
import fs from "node:fs";
import path from "node:path";
import { contentRoot } from "~/content/content-files";
import type { ImageAsset } from "~/content/page-data";

export function resolveImage(file: string, ref: string, field: string): ImageAsset {
  const source = path.isAbsolute(file) ? file : path.join(contentRoot, file);
  if (!fs.existsSync(path.resolve(path.dirname(source), ref))) throw new Error(`${field}: ${ref} does not exist`);
  return {
    width: 1600,
    height: 900,
    src: ref,
    original: `${source}|${ref}`,
    avifSrcset: `${ref} 1600w`,
    webpSrcset: `${ref} 1600w`,
  };
}
