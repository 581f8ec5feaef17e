/**
 * `npm run check:launch`: fails while any content value is still a placeholder (a
 * `# PLACEHOLDER` comment or an example.org-style address), naming each file:line, so
 * the site is not published with made-up contact details. Reads CONTENT_DIR like the build.
 */
import { contentRoot } from "../app/content/content-files";
import { findPlaceholders, formatPlaceholder } from "../app/content/placeholders.server";

const placeholders = findPlaceholders(contentRoot);

if (placeholders.length === 0) {
  console.log("Ready to launch: no placeholders left in the content.");
} else {
  for (const placeholder of placeholders) console.log(formatPlaceholder(placeholder));
  const files = new Set(placeholders.map((placeholder) => placeholder.file)).size;
  console.log(
    `\nNot ready to launch: ${placeholders.length} ${placeholders.length === 1 ? "placeholder" : "placeholders"} in ${files} ${files === 1 ? "file" : "files"}.` +
      ` Write the real value on each line above and delete its "# PLACEHOLDER" comment.`,
  );
  process.exitCode = 1;
}
