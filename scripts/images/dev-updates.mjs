/**
 * Keeps a content folder's image variants and manifest up to date while the dev server
 * runs: an editor who uploads a picture in /admin (`npm run cms`) or drops one into
 * content/ sees it on the development site without running the pipeline by hand.
 *
 * The dev server's file watcher reports image files that appear, change or go
 * (`notify`); after a short pause, so that a file still being written is read once it is
 * whole, the pipeline updates those files only (images/pipeline.mjs, `updateImages`),
 * one batch at a time. Before answering a page, the dev server calls `settled()`: it
 * compares every image's size and modification time with what was last processed
 * (catching a file whose watcher event has not arrived yet), and waits until the
 * variants and the manifest entries of every new or changed image are written. So a
 * page asked for while its picture is being encoded comes a moment later, with the
 * picture, instead of failing on a missing manifest entry.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { findImages, isPipelineImage } from "./pipeline.mjs";

/** What decides whether a file changed since it was processed; null when it is gone. */
async function signature(file) {
  const stat = await fs.stat(file).catch(() => null);
  return stat?.isFile() ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : null;
}

/**
 * @param {object} options
 * @param {string} options.contentDir
 * @param {(files: string[]) => Promise<{ updated: string[], removed: string[], failed: { key: string, message: string }[] }>} options.update
 *   the pipeline's `updateImages` for that folder
 * @param {() => Promise<Record<string, unknown>>} options.readManifest the manifest as it is now ({} when none)
 * @param {(message: string) => void} [options.log]
 * @param {number} [options.quietMs] the pause after a watcher event before a batch starts
 */
export function imageUpdater({ contentDir, update, readManifest, log = console.log, quietMs = 150 }) {
  /** Each image's signature when it was last processed (or found up to date). */
  const processed = new Map();
  const waiting = new Set();
  let timer;
  /** The batch in progress, if any. */
  let running;
  const idleWaiters = new Set();

  const keyOf = (file) => path.relative(contentDir, file).split(path.sep).join("/");

  const isIdle = () => waiting.size === 0 && !running && !timer;
  const wakeIdle = () => {
    if (!isIdle()) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters.clear();
  };

  async function runBatch() {
    const reported = [...waiting];
    waiting.clear();
    const current = await Promise.all(reported.map(signature));
    // A file reported twice (by its event and by a page's look) is done once.
    const files = reported.filter((file, index) => processed.get(file) !== current[index]);
    const signatures = current.filter((_signature, index) => processed.get(reported[index]) !== current[index]);
    if (files.length === 0) return;
    const started = performance.now();
    try {
      const { updated, removed, failed } = await update(files);
      files.forEach((file, index) => {
        processed.set(file, signatures[index]);
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (updated.length > 0) log(`images: ${updated.join(", ")} ready in ${seconds} s`);
      if (removed.length > 0) log(`images: ${removed.join(", ")} removed from the manifest`);
      // A picture read while it was still being written fails here and is read again
      // when its last write arrives; one that stays broken is reported by the content check.
      for (const { key, message } of failed) log(`images: ${key} could not be processed: ${message}`);
    } catch (error) {
      log(`images: updating ${files.map(keyOf).join(", ")} failed: ${error instanceof Error ? error.message : error}`);
    }
  }

  function start() {
    if (running || waiting.size === 0) return;
    running = runBatch().finally(() => {
      running = undefined;
      // Files reported while the batch ran form the next one.
      if (waiting.size > 0 && !timer) start();
      wakeIdle();
    });
  }

  function schedule(delay) {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      start();
      wakeIdle();
    }, delay);
  }

  /** A watcher event for `file` (any event, any file: others are ignored). */
  function notify(file) {
    const absolute = path.resolve(file);
    if (!isPipelineImage(contentDir, absolute)) return;
    waiting.add(absolute);
    schedule(quietMs);
  }

  /** Queues every image whose signature differs from the one last processed, and every processed one now gone. */
  async function reconcile() {
    const files = await findImages(contentDir);
    const present = new Set(files);
    const current = await Promise.all(files.map(signature));
    let queued = 0;
    files.forEach((file, index) => {
      if (processed.get(file) !== current[index] && !waiting.has(file)) {
        waiting.add(file);
        queued += 1;
      }
    });
    for (const [file, known] of processed) {
      if (known !== null && !present.has(file) && !waiting.has(file)) {
        waiting.add(file);
        queued += 1;
      }
    }
    return queued;
  }

  /**
   * Takes the images as they are when the dev server starts: those with a manifest entry
   * (the whole run before the server made them) count as processed, the others are queued.
   */
  async function init() {
    const manifest = await readManifest();
    const files = await findImages(contentDir);
    const signatures = await Promise.all(files.map(signature));
    files.forEach((file, index) => {
      if (keyOf(file) in manifest) processed.set(file, signatures[index]);
      else waiting.add(file);
    });
    start();
  }

  /**
   * Resolves once every image new or changed by now has its variants and manifest entry,
   * or after `timeoutMs` (then the page is answered as things are). True when settled.
   */
  async function settled(timeoutMs = 30_000) {
    if ((await reconcile()) > 0 && !running) {
      // Found by looking, not by an event: no pause, the page is waiting for it.
      clearTimeout(timer);
      timer = undefined;
      start();
    }
    if (timer && !running) {
      // An event's pause is pending: the page is waiting, so start now.
      clearTimeout(timer);
      timer = undefined;
      start();
    }
    if (isIdle()) return true;
    let resolveIdle;
    const idle = new Promise((resolve) => {
      resolveIdle = () => resolve(true);
      idleWaiters.add(resolveIdle);
    });
    let timeout;
    const expired = new Promise((resolve) => {
      timeout = setTimeout(() => resolve(false), timeoutMs);
    });
    const result = await Promise.race([idle, expired]);
    clearTimeout(timeout);
    idleWaiters.delete(resolveIdle);
    return result;
  }

  return { init, notify, settled };
}
