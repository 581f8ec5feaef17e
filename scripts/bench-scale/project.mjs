/**
 * A copy of the project in a temporary folder for the benchmark: every file Git knows of
 * (committed or not, ignored ones aside), with node_modules linked rather than copied. Its
 * `.generated/` starts empty, as on a host's fresh build machine, and is the copy's own, so
 * the cold build is cold and the warm ones keep only what the copy made.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function copyProject(root) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "sr-bench-scale-"));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    const source = path.join(root, file);
    if (!fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(source, path.join(copy, file));
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}
