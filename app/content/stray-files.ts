/**
 * Says why the site would ignore a file that no collection reads, and what to do: a
 * Markdown file in a subfolder, 'x.yml' beside 'x.yaml', a file name that is not a
 * slug, a file in a folder the site does not know.
 */
import path from "node:path";
import type { Collection } from "./collections.server";
import { compilePattern, describePlaceholders, type FilePattern, slugify } from "./file-patterns";

/** Extensions an editor may use for what the site reads as another: 'x.yml' is meant as 'x.yaml'. */
const sameKind: Record<string, string[]> = {
  ".yaml": [".yml", ".YAML", ".YML"],
  ".md": [".markdown", ".mdx", ".MD"],
};

const folderOf = (pattern: FilePattern) => pattern.segments.slice(0, -1).join("/");

function nameMessage(pattern: FilePattern, relative: string, existing: ReadonlySet<string>): string {
  const base = path.posix.basename(relative);
  const stem = base.slice(0, base.length - path.posix.extname(base).length);
  const wanted = pattern.segments.at(-1) ?? "";
  if (!wanted.includes("<")) {
    const sibling = path.posix.join(path.posix.dirname(relative), wanted);
    return existing.has(sibling)
      ? `the site reads only ${wanted} here → move what this file holds into ${wanted} and delete this file`
      : `the site reads only a file named ${wanted} here → rename it to ${wanted}`;
  }
  if (wanted === "<slug>.md" || wanted === "<slug>.yaml") {
    const slug = slugify(stem);
    const fix = slug ? `rename it to ${slug}${pattern.extension}` : `rename it, e.g. my-page${pattern.extension}`;
    return `the file name becomes the web address and may hold only lowercase letters, digits and hyphens → ${fix}`;
  }
  return `the file name must look like ${wanted} (${describePlaceholders(pattern)}) → rename it`;
}

/**
 * Why `relative` (a path under content/ that no collection matched, and not an image)
 * is ignored by the site, as 'what is wrong → what to do'.
 */
export function strayFileMessage(
  relative: string,
  existing: ReadonlySet<string>,
  collections: readonly Collection[],
  imageFolder: string,
): string {
  const segments = relative.split("/");
  const top = segments[0] ?? "";
  const extension = path.posix.extname(relative);
  const base = path.posix.basename(relative);
  const stem = base.slice(0, base.length - extension.length);
  const patterns = collections.map((collection) => collection.files);

  if (top === imageFolder && segments.length > 1) {
    return `content/${imageFolder}/ holds only images → move this file out of it or delete it`;
  }

  const candidates = patterns.filter((pattern) =>
    segments.length === 1 ? pattern.segments.length === 1 : pattern.segments[0] === top && pattern.segments.length > 1,
  );
  if (candidates.length === 0) {
    const folders = [...new Set(patterns.filter((p) => p.segments.length > 1).map((p) => `${p.segments[0]}/`))];
    return `content/${top}/ is not a folder the site reads → move the file into one of ${[...folders, `${imageFolder}/`].sort().join(", ")}, or delete it`;
  }

  for (const pattern of candidates) {
    const depth = pattern.segments.length;
    const wantedExtension = pattern.extension;
    if (segments.length > depth && extension === wantedExtension) {
      return `is in a subfolder, which the site does not read → move it to content/${folderOf(pattern) || top}/`;
    }
    if (segments.length !== depth) continue;
    if (extension === wantedExtension) {
      // When the folders fit, only the name is wrong.
      if (depth > 1 && compilePattern(folderOf(pattern)).regex.test(path.posix.dirname(relative))) {
        return nameMessage(pattern, relative, existing);
      }
      continue;
    }
    if ((sameKind[wantedExtension] ?? []).includes(extension)) {
      const twin = `${relative.slice(0, relative.length - extension.length)}${wantedExtension}`;
      if (existing.has(twin)) {
        return `"${stem}" is there twice, as ${base} and ${stem}${wantedExtension}, and the site reads only the ${wantedExtension} file → keep ${stem}${wantedExtension} (copy anything missing into it) and delete ${base}`;
      }
      return `the site reads only ${wantedExtension} files here → rename it to ${stem}${wantedExtension}`;
    }
  }

  if (segments.length === 1) {
    const files = candidates.map((pattern) => pattern.text).join(", ");
    return `the site does not read this file → delete it (the files it reads at the top of content/ are ${files})`;
  }
  const expected = candidates.map((pattern) => `content/${pattern.text}`).join(" or ");
  return `the site ignores this file: it reads ${expected} here → move it or delete it`;
}
