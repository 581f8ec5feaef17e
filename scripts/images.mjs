#!/usr/bin/env node
/**
 * Build-time image pipeline: `node scripts/images.mjs` (runs before `react-router build/dev`).
 *
 * Makes the responsive variants, download copies and manifest of every image under the
 * content folder (CONTENT_DIR, default content/), and removes what is no longer
 * referenced: images/pipeline.mjs does the work, images/outputs.mjs says where.
 * The dev server keeps them up to date while it runs (images/dev-updates.mjs).
 */
import { currentContentDir } from "./images/outputs.mjs";
import { imagePipeline } from "./images/pipeline.mjs";

console.log(await imagePipeline({ contentDir: currentContentDir() }).generateAll());
