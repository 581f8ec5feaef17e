/**
 * `npm run check:content`: validates every file under content/ (or CONTENT_DIR) with the
 * same registry, schemas and rules the loaders use, without bundling anything, and
 * prints every problem at once:
 *
 *   content/blog/x.md:5  darft  unknown field → did you mean "draft"?
 *   1 problem in 1 file
 *
 * or 'content OK: 20 articles, 13 events, …' and one line saying where placeholders
 * remain (values to replace before launch). Exits 1 on any problem. `npm run build`
 * runs it first and stops there, so these are the last lines an editor sees.
 */
import { checkContent } from "~/content/content-check.server";
import { contentRoot } from "~/content/content-files";
import { findPlaceholders, placeholderSummary } from "~/content/placeholders.server";
import { formatProblems } from "~/content/problems";

const { problems, counts } = await checkContent();

if (problems.length > 0) {
  process.stdout.write(`${formatProblems(problems)}\n`);
  process.exitCode = 1;
} else {
  process.stdout.write(`content OK: ${counts}\n`);
  const placeholders = placeholderSummary(findPlaceholders(contentRoot));
  if (placeholders) process.stdout.write(`${placeholders}\n`);
}
