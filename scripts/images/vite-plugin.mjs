/**
 * Serves the image variants of the current content folder at /_img/ in the dev server
 * and copies them into the client build. They live outside public/ because each content
 * folder has its own (images/outputs.mjs): a build holds the images of its content only.
 *
 * The whole run of the pipeline (every image, stale outputs removed, the manifest written
 * whole) happens where Vite starts: at the start of the client build, and when the dev
 * server starts. In the dev server, images added or changed in the content folder then get
 * their variants and manifest entries while it runs (images/dev-updates.mjs), and a page
 * waits for those in progress, so it shows the new picture rather than failing. The build
 * reads the manifest its own run wrote and nothing else: an image missing from it still
 * fails the build. `npm run images` (scripts/images.mjs) runs the pipeline alone.
 */
import fs from "node:fs";
import path from "node:path";
import sirv from "sirv";
import { imageUpdater } from "./dev-updates.mjs";
import { currentContentDir, imageOutputs } from "./outputs.mjs";
import { imagePipeline } from "./pipeline.mjs";

export const IMAGE_URL_PREFIX = "/_img";

/** The longest a page waits for pictures being encoded before it is answered as things are. */
const PAGE_WAIT_MS = 30_000;

/**
 * Requests whose answer may name images: pages, their data (`.data`) and files made by
 * routes (feeds, sitemaps). Vite's own modules, the variants themselves and /admin are not.
 * @param {string | undefined} url
 */
export function mayShowImages(url) {
  const pathname = new URL(url ?? "/", "http://localhost").pathname;
  if (/^\/(@|node_modules\/|app\/|admin(\/|$)|_img\/)/.test(pathname)) return false;
  return ["", ".data", ".html", ".xml", ".json", ".txt"].includes(path.posix.extname(pathname));
}

/** @returns {import("vite").Plugin} */
export function contentImages() {
  const contentDir = currentContentDir();
  const { variants } = imageOutputs(contentDir);
  const missing = () =>
    new Error(`No image variants in ${path.relative(process.cwd(), variants)}: run "node scripts/images.mjs" first.`);
  const pipeline = imagePipeline({ contentDir });
  return {
    name: "content-images",
    async buildStart() {
      // Once per build: the client build runs first and the server build reads its manifest.
      if (this.environment.mode !== "build" || this.environment.config.consumer !== "client") return;
      this.environment.logger.info(await pipeline.generateAll());
    },
    configureServer(server) {
      const updater = imageUpdater({
        contentDir,
        update: pipeline.updateImages,
        readManifest: () =>
          fs.promises
            .readFile(pipeline.manifestFile, "utf8")
            .then((text) => JSON.parse(text))
            .catch(() => ({})),
        log: (message) => server.config.logger.info(message, { timestamp: true }),
      });
      const ready = pipeline
        .generateAll()
        .then(
          (summary) => server.config.logger.info(summary, { timestamp: true }),
          // A picture that cannot be read is named here and in the content check; the
          // server still starts, and the updater retries the file once it changes.
          (error) => server.config.logger.error(`images: ${error.message}`, { timestamp: true }),
        )
        .then(() => updater.init());
      // A content folder outside the project (a test's copy) is not watched otherwise.
      server.watcher.add(contentDir);
      for (const event of ["add", "change", "unlink"]) server.watcher.on(event, updater.notify);
      server.middlewares.use((request, _response, next) => {
        if (request.method !== "GET" && request.method !== "HEAD") return next();
        if (!mayShowImages(request.url)) return next();
        ready
          .then(() => updater.settled(PAGE_WAIT_MS))
          .then(
            () => next(),
            (error) => next(error),
          );
      });
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
