/**
 * The system's Chromium (browsers cannot be downloaded here): Debian's full browser or its
 * headless shell, which `.ci/run` installs for the tests. The tests prefer the shell (the
 * same engine, less work per browser context: ADR 012); the benchmarks prefer the full
 * browser and take the shell where it is the only one.
 */
import fs from "node:fs";

const full = "/usr/bin/chromium";
const shell = "/usr/bin/chromium-headless-shell";

/**
 * The flags every Chromium this project starts gets (the end-to-end tests, Lighthouse in
 * the benchmarks, the search benchmark): no sandbox (containers run as root), no GPU, and
 * none of the browser's own network traffic (updates, sync, first-run pages), which would
 * disturb the timings and reach other hosts. Lighthouse adds `--headless=new` for the full
 * browser.
 */
export const chromiumFlags = Object.freeze([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]);

/** The first installed of the two in the order `prefer` names them; `override` (an environment variable) wins. */
export function systemChromium(prefer, override) {
  if (override) return override;
  const order = prefer === "shell" ? [shell, full] : [full, shell];
  const found = order.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`No Chromium at ${full} or ${shell}: install Debian's chromium (or set its path)`);
  return found;
}
