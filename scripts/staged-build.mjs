/**
 * Runs build steps into a staging folder and publishes the result only when every step
 * succeeded: the staging folder's client/ replaces `<buildDir>/client` by renaming, so a
 * failed build leaves the last good site exactly as it was, and a visitor of a server
 * reading the folder never sees half a site.
 */
import fs from "node:fs";
import path from "node:path";

/**
 * @typedef {{ name: string, run: (stagingDir: string) => boolean | Promise<boolean> }} BuildStep
 *   A step builds into `stagingDir` (the folder react-router writes `client/` into) and
 *   says whether it succeeded; it prints its own output.
 * @typedef {{ ok: true } | { ok: false, failedStep: string }} BuildResult
 */

const STAGING_PREFIX = ".staging-";

/** True while the process that owns a staging folder still runs (its pid is in the name). */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/** Staging folders left by builds that were interrupted; running builds keep theirs. */
function removeAbandonedStaging(buildDir) {
  for (const name of fs.readdirSync(buildDir)) {
    const pid = Number(/^\.staging-(\d+)-/.exec(name)?.[1]);
    if (pid && !isAlive(pid)) fs.rmSync(path.join(buildDir, name), { recursive: true, force: true });
  }
}

/**
 * Replaces `<buildDir>/client` with the staged one: two renames, put back if the second
 * fails. Files the steps wrote beside client/ (the nginx snippet) are published with it.
 */
function publish(stagingDir, buildDir) {
  const client = path.join(buildDir, "client");
  const staged = path.join(stagingDir, "client");
  if (!fs.existsSync(staged)) throw new Error(`The build steps wrote no ${staged}`);
  const previous = path.join(stagingDir, "previous-client");
  const hadPrevious = fs.existsSync(client);
  if (hadPrevious) fs.renameSync(client, previous);
  try {
    fs.renameSync(staged, client);
  } catch (error) {
    if (hadPrevious) fs.renameSync(previous, client);
    throw error;
  }
  for (const entry of fs.readdirSync(stagingDir, { withFileTypes: true })) {
    if (entry.isFile()) fs.renameSync(path.join(stagingDir, entry.name), path.join(buildDir, entry.name));
  }
}

/**
 * Runs `steps` in order into a fresh staging folder inside `buildDir`; stops at the first
 * that fails. Publishes `client/` only after the last step succeeded. The staging folder
 * (with the replaced build) is removed in every case.
 * @param {{ buildDir: string, steps: BuildStep[] }} options
 * @returns {Promise<BuildResult>}
 */
export async function stagedBuild({ buildDir, steps }) {
  fs.mkdirSync(buildDir, { recursive: true });
  removeAbandonedStaging(buildDir);
  const stagingDir = fs.mkdtempSync(path.join(buildDir, `${STAGING_PREFIX}${process.pid}-`));
  try {
    for (const step of steps) {
      let ok = false;
      try {
        ok = await step.run(stagingDir);
      } catch (error) {
        console.log(`${step.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!ok) return { ok: false, failedStep: step.name };
    }
    publish(stagingDir, buildDir);
    return { ok: true };
  } finally {
    fs.rmSync(stagingDir, { recursive: true, force: true });
  }
}
