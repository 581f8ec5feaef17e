/**
 * The system's Chromium (browsers cannot be downloaded here): Debian's full browser or its
 * headless shell, which `.ci/run` installs for the tests. The tests prefer the shell (the
 * same engine, less work per browser context: ADR 012); the benchmarks prefer the full
 * browser and take the shell where it is the only one.
 */
import fs from "node:fs";

const full = "/usr/bin/chromium";
const shell = "/usr/bin/chromium-headless-shell";

/** The first installed of the two in the order `prefer` names them; `override` (an environment variable) wins. */
export function systemChromium(prefer, override) {
  if (override) return override;
  const order = prefer === "shell" ? [shell, full] : [full, shell];
  const found = order.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`No Chromium at ${full} or ${shell}: install Debian's chromium (or set its path)`);
  return found;
}
