/**
 * Where the image pipeline writes for one content folder. Each content folder (the
 * shipped content/, the tests' fixture folder, a temporary copy) gets its own folder of
 * variants and its own manifest, so running the pipeline for one never deletes or
 * replaces the outputs of another. The build, the dev server and the loaders all find
 * them from the same content folder path (CONTENT_DIR).
 *
 * What is encoded lives once, in a cache shared by every content folder and keyed by the
 * source's bytes and the encoder settings (images/plan.mjs): a folder's outputs are hard
 * links to it, so a copy of content/ or another folder with the same pictures encodes
 * nothing again.
 */
import crypto from "node:crypto";
import path from "node:path";

/** The content folder a process works on: CONTENT_DIR, or content/ in the working directory. */
export function currentContentDir() {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), "content"));
}

/**
 * `.generated/images/<folder name>-<hash of its absolute path>/` under the project root
 * (the working directory): `variants` is served as /_img/, `manifest` maps content paths
 * to variants.
 * @param {string} contentDir
 * @param {string} [root]
 * @returns {{ dir: string, variants: string, manifest: string }}
 */
export function imageOutputs(contentDir, root = process.cwd()) {
  const absolute = path.resolve(contentDir);
  const hash = crypto.createHash("sha256").update(absolute).digest("hex").slice(0, 10);
  const name = path.basename(absolute).replace(/[^\w-]/g, "_");
  const dir = path.join(root, ".generated", "images", `${name}-${hash}`);
  return { dir, variants: path.join(dir, "_img"), manifest: path.join(dir, "image-manifest.json") };
}

/**
 * `.generated/image-cache/` under the project root: every encoded file once, named by
 * the hash of its source and settings (images/plan.mjs, `cacheName`).
 * @param {string} [root]
 */
export function imageCache(root = process.cwd()) {
  return path.join(root, ".generated", "image-cache");
}
