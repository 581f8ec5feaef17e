/**
 * `npm run check:launch`: fails while anything is left to do before launch, naming each
 * file:line, field and the rule that found it: a sample value (a placeholder: an
 * example.org address, a fictional phone number…) and a board member, in any year, without
 * a photo. So the site is not published with made-up contact details. Reads CONTENT_DIR
 * like the build.
 */
import { contentRoot } from "../app/content/content-files";
import { findMissingPhotos, findPlaceholders, formatPlaceholder } from "../app/content/placeholders.server";

const placeholders = findPlaceholders(contentRoot);
const missingPhotos = findMissingPhotos(contentRoot);
const todo = [...placeholders, ...missingPhotos].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

if (todo.length === 0) {
  console.log("Ready to launch: no placeholders left in the content, and every board member has a photo.");
} else {
  for (const item of todo) console.log(formatPlaceholder(item));
  const files = new Set(todo.map((item) => item.file)).size;
  const found = [
    placeholders.length > 0 ? count(placeholders.length, "placeholder", "placeholders") : "",
    missingPhotos.length > 0
      ? count(missingPhotos.length, "board member without a photo", "board members without a photo")
      : "",
  ].filter(Boolean);
  const todoText = [
    placeholders.length > 0 ? "write the real value on each placeholder's line" : "",
    missingPhotos.length > 0 ? "add a photo (image) for each member listed" : "",
  ].filter(Boolean);
  console.log(
    `\nNot ready to launch: ${found.join(" and ")} in ${count(files, "file", "files")}. ${capitalise(todoText.join(", and "))}.`,
  );
  process.exitCode = 1;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
