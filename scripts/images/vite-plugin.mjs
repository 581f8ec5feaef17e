/**
 * Serves the image variants of the current content folder at /_img/ in the dev server
 * and copies them into the client build. They live outside public/ because each content
 * folder has its own (images/outputs.mjs): a build holds the images of its content only.
 */
import fs from "node:fs";
import path from "node:path";
import sirv from "sirv";
import { currentContentDir, imageOutputs } from "./outputs.mjs";

export const IMAGE_URL_PREFIX = "/_img";

/** @returns {import("vite").Plugin} */
export function contentImages() {
  const { variants } = imageOutputs(currentContentDir());
  const missing = () =>
    new Error(`No image variants in ${path.relative(process.cwd(), variants)}: run "node scripts/images.mjs" first.`);
  return {
    name: "content-images",
    configureServer(server) {
      server.middlewares.use(IMAGE_URL_PREFIX, sirv(variants, { dev: true }));
    },
    writeBundle(options) {
      if (this.environment.config.consumer !== "client" || !options.dir) return;
      if (!fs.existsSync(variants)) throw missing();
      fs.cpSync(variants, path.join(options.dir, IMAGE_URL_PREFIX.slice(1)), {
        recursive: true,
        // A half-written file of a pipeline run in progress is not an image.
        filter: (source) => !source.endsWith(".tmp"),
      });
    },
  };
}
