/**
 * The content check (`npm run check:content`, and the first step of `npm run build`):
 * every file under content/ is either read by a collection of the registry and valid,
 * an image that is usable, or a README; anything else is a problem. Every problem of
 * every file is collected, never just the first.
 */
import path from "node:path";
import { collections as allCollections, type Collection, imageLibraryFolder } from "./collections.server";
import { contentRoot, displayPath } from "./content-files";
import { isImageField } from "./field-description";
import { compilePattern, matchPattern } from "./file-patterns";
import {
  inspectImage,
  looksLikeImage,
  resolveImageReference,
  supportedImageExtensions,
  unsupportedFormatMessage,
} from "./image-files.server";
import type { Problem } from "./problems";
import { fileRuleContext, listAllFiles, readEntry } from "./read-entry";
import { markedValues } from "./schema-walk";
import { strayFileMessage } from "./stray-files";

export type CheckResult = {
  problems: Problem[];
  /** 'N articles, N events, …, N images', for the line printed when all is well. */
  counts: string;
};

type CheckOptions = { root?: string; collections?: readonly Collection[] };

const isReadme = (relative: string) => /^readme\.md$/i.test(path.posix.basename(relative));

/**
 * Whether a Markdown file here would be an entry of a collection (content/blog/README.md):
 * /admin lists every Markdown file of such a folder, so a guide there shows as an entry.
 */
const isInEntryFolder = (relative: string, collections: readonly Collection[]) =>
  collections.some(
    ({ files }) => files.extension === ".md" && files.segments.slice(0, -1).join("/") === path.posix.dirname(relative),
  );

const plural = (count: number, [one, many]: readonly [string, string]) => `${count} ${count === 1 ? one : many}`;

/** Sorts every file under the content folder into collection entries, images and strays. */
function sortFiles(files: readonly string[], collections: readonly Collection[]) {
  const entries = new Map<Collection, string[]>(collections.map((collection) => [collection, []]));
  const images: string[] = [];
  const strays: string[] = [];
  const guides: string[] = [];
  for (const relative of files) {
    if (isReadme(relative)) {
      if (isInEntryFolder(relative, collections)) guides.push(relative);
      continue;
    }
    const collection = collections.find((candidate) => matchPattern(candidate.files, relative) !== null);
    if (collection) entries.get(collection)?.push(relative);
    else if (looksLikeImage(relative)) images.push(relative);
    else strays.push(relative);
  }
  return { entries, images, strays, guides };
}

/** Why an image outside content/images/ that no file uses is a mistake, and what to do. */
function unusedImageMessage(relative: string, collections: readonly Collection[]): string {
  const folder = path.posix.dirname(relative);
  // A folder per entry whose one content file lists its images, like a gallery year's album.yaml.
  const listing = collections
    .map((collection) => collection.files)
    .find((pattern) => {
      const folderText = pattern.segments.slice(0, -1).join("/");
      const name = pattern.segments.at(-1) ?? "";
      return folderText.includes("<") && !name.includes("<") && compilePattern(folderText).regex.test(folder);
    });
  if (listing) {
    const file = listing.segments.at(-1);
    return `is not listed in ${file} → add it to content/${folder}/${file}, or delete it`;
  }
  return `no content file uses this image → use it in a content file next to it, move it to content/${imageLibraryFolder}/, or delete it`;
}

export async function checkContent({
  root = contentRoot,
  collections = allCollections,
}: CheckOptions = {}): Promise<CheckResult> {
  const files = listAllFiles(root);
  const existing = new Set(files);
  const { entries, images, strays, guides } = sortFiles(files, collections);
  const problems: Problem[] = [];
  const shown = (relative: string) => displayPath(path.join(root, relative), root);

  for (const relative of strays) {
    problems.push({
      file: shown(relative),
      field: "file",
      message: strayFileMessage(relative, existing, collections, imageLibraryFolder),
    });
  }

  for (const relative of guides) {
    problems.push({
      file: shown(relative),
      field: "file",
      message: "/admin would list this guide as an entry of the folder → move it to docs/content/",
    });
  }

  const counts: string[] = [];
  let singleFiles = 0;
  const context = fileRuleContext(root);
  /** Image files some content file uses, with the inspections of those uses. */
  const used = new Set<string>();
  const pending: Promise<Problem | null>[] = [];

  for (const collection of collections) {
    const relatives = entries.get(collection) ?? [];
    const single = !collection.files.text.includes("<");
    if (single) {
      singleFiles += relatives.length;
      if (relatives.length === 0) {
        problems.push({
          file: shown(collection.files.text),
          field: "file",
          message: "is missing, and the site needs it → create it (see CONTENT.md)",
        });
      }
    } else if (collection.counted) {
      counts.push(plural(relatives.length, collection.counted));
    }
    if (relatives.length < (collection.minimumEntries ?? 0)) {
      problems.push({
        file: shown(collection.files.segments[0] ?? ""),
        field: "file",
        message: `has no ${collection.counted?.[1] ?? "files"} → add one: content/${collection.files.text}`,
      });
    }

    for (const relative of relatives) {
      const file = path.join(root, relative);
      const result = readEntry(collection, file, context, root);
      problems.push(...result.problems);
      for (const { path: field, value } of markedValues(collection.schema, result.data, isImageField)) {
        if (typeof value !== "string" || value === "") continue;
        const at = { file: shown(relative), line: result.lineOf(field), field: field.map(String).join(".") };
        const reference = resolveImageReference(root, file, value);
        if ("message" in reference) {
          problems.push({ ...at, message: reference.message });
          continue;
        }
        used.add(path.relative(root, reference.file).split(path.sep).join("/"));
        pending.push(inspectImage(reference.file).then((message) => (message ? { ...at, message } : null)));
      }
    }
  }

  for (const relative of images) {
    if (used.has(relative)) continue;
    const inLibrary = relative.startsWith(`${imageLibraryFolder}/`);
    const at = { file: shown(relative), field: "file" };
    if (!inLibrary) {
      const supported = supportedImageExtensions.includes(path.posix.extname(relative).toLowerCase());
      problems.push({
        ...at,
        message: supported ? unusedImageMessage(relative, collections) : unsupportedFormatMessage(relative),
      });
      continue;
    }
    pending.push(inspectImage(path.join(root, relative)).then((message) => (message ? { ...at, message } : null)));
  }

  for (const problem of await Promise.all(pending)) if (problem) problems.push(problem);

  if (singleFiles > 0) counts.push(plural(singleFiles, ["single file", "single files"]));
  counts.push(plural(images.length, ["image", "images"]));
  return { problems, counts: counts.join(", ") };
}
