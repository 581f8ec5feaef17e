/**
 * `npm run format:content [folder…]`: rewrites the content files into the one formatting
 * that /admin writes (app/content/formatting/), so that a save there changes only the lines
 * of what was edited. Without folders: content/ and the tests' content folders
 * (scripts/content-formatting.ts). Prints each file it rewrote with the lines that changed;
 * a file it cannot read, or whose meaning the formatting would change, is left as it is and
 * named, and the command then exits 1.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { describeFormatting, formattedFolders, unformattedFiles } from "./content-formatting";

const { positionals } = parseArgs({ allowPositionals: true });
const folders = positionals.length > 0 ? positionals : formattedFolders;
let rewritten = 0;
let left = 0;
for (const folder of folders) {
  for (const formatting of unformattedFiles(folder)) {
    console.log(describeFormatting(formatting));
    if ("problem" in formatting.result) {
      left++;
      continue;
    }
    fs.writeFileSync(formatting.file, formatting.result.written);
    rewritten++;
  }
}
console.log(
  `\n${rewritten} ${rewritten === 1 ? "file" : "files"} rewritten in the formatting /admin writes (${folders.join(", ")})` +
    (left > 0 ? `; ${left} left as ${left === 1 ? "it is" : "they are"}, see above` : ""),
);
if (left > 0) process.exitCode = 1;
