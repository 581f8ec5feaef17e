/**
 * `npm run fonts`: cuts the site's web font from the installed @fontsource-variable/inter
 * as app/styles/font-faces.ts declares it and writes the files to app/styles/fonts/ and
 * their rules to app/styles/fonts.css. Run it after changing that module or updating the
 * package, and commit what it wrote; a unit test fails until then. Not part of the build:
 * the font changes rarely, and the committed files are what the build and every check use.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fontOutputs } from "./fonts/cut-fonts.ts";

const stylesDir = path.resolve(import.meta.dirname, "../app/styles");

for (const [name, content] of await fontOutputs()) {
  const file = path.join(stylesDir, name);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
  console.log(`fonts: wrote app/styles/${name} (${(Buffer.byteLength(content) / 1024).toFixed(1)} KB)`);
}
