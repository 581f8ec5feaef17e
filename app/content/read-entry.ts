/**
 * Reads one file of a collection the way both the loaders and the content check do:
 * the one YAML reader, the collection's schema, then its rules. Every problem comes
 * back with the file, line and field, never thrown, so a caller can collect them all.
 */
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { type Collection, checked, type Entry, type RuleContext } from "./collections.server";
import { contentRoot, displayPath, readSourceFile, relativeToRoot } from "./content-files";
import { matchPattern } from "./file-patterns";
import type { Problem } from "./problems";
import { checkWithSchema, type SchemaResult } from "./schema-problems";
import type { FieldPath, YamlSource } from "./yaml-source";

/** Every file of the content folder, as paths relative to it; hidden files and folders are skipped. */
export function listAllFiles(root = contentRoot, folder = ""): string[] {
  const dir = path.join(root, folder);
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
  return entries
    .filter((entry) => !entry.name.startsWith("."))
    .flatMap((entry) => {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listAllFiles(root, relative) : [relative];
    })
    .sort();
}

/** The files of one collection (absolute paths), sorted by id. */
export function collectionFiles(collection: Collection, root = contentRoot): string[] {
  const [first, ...rest] = collection.files.segments;
  // Only the collection's own top folder is searched; a single file at the top is looked up directly.
  const candidates = rest.length === 0 ? [first ?? ""] : listAllFiles(root, first);
  return candidates
    .map((relative) => ({ relative, id: matchPattern(collection.files, relative) }))
    .filter((candidate): candidate is { relative: string; id: string } => candidate.id !== null)
    .filter(({ relative }) => fs.existsSync(path.join(root, relative)))
    .sort((a, b) => a.id.localeCompare(b.id))
    .map(({ relative }) => path.join(root, relative));
}

/** The id of a collection file: the part of its path in the pattern's placeholders. */
export function entryId(collection: Collection, file: string, root = contentRoot): string {
  return matchPattern(collection.files, relativeToRoot(file, root)) ?? path.basename(file, path.extname(file));
}

/** Rule context that answers from file names in `root`. */
export function fileRuleContext(root = contentRoot): RuleContext {
  const cache = new Map<string, ReadonlySet<string>>();
  return {
    ids(name) {
      let ids = cache.get(name);
      if (!ids) {
        const collection = checked(name);
        ids = new Set(collectionFiles(collection, root).map((file) => entryId(collection, file, root)));
        cache.set(name, ids);
      }
      return ids;
    },
  };
}

export type EntryResult<Data> = {
  /** The entry, when its file passed the schema (rule problems may still be reported). */
  entry?: Entry<Data>;
  problems: Problem[];
  /** The data as parsed, before the schema: what the file says even when it has problems. */
  data: unknown;
  /** The line of a field of this file, for problems found later (an image that is missing). */
  lineOf: (field: FieldPath) => number;
};

/**
 * A parsed file's verdict by its schema, kept with the parse (content-files.ts keeps the
 * parse while the file's text stays the same), so a file is validated once too. The data
 * is frozen: every loader that reads the file shares it, and none may change it for the next.
 */
const verdicts = new WeakMap<YamlSource, Map<z.ZodType, SchemaResult<z.ZodType>>>();

function deepFreeze<Value>(value: Value): Value {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function checkedSource<Schema extends z.ZodType>(schema: Schema, source: YamlSource): SchemaResult<Schema> {
  let bySchema = verdicts.get(source);
  if (!bySchema) {
    bySchema = new Map();
    verdicts.set(source, bySchema);
  }
  const known = bySchema.get(schema);
  if (known) return known as SchemaResult<Schema>;
  const result = checkWithSchema(schema, source);
  if (result.ok) deepFreeze(result.data);
  bySchema.set(schema, result);
  return result;
}

export function readEntry<Schema extends Collection["schema"]>(
  collection: Collection<Schema>,
  file: string,
  context: RuleContext,
  root = contentRoot,
): EntryResult<z.output<Schema>> {
  const { source, body } = readSourceFile(file);
  const shown = displayPath(file, root);
  const result = checkedSource(collection.schema, source);
  const problems: Problem[] = result.problems.map((problem) => ({ file: shown, ...problem }));
  if (!result.ok) return { problems, data: source.data, lineOf: source.lineOf };

  const entry = { file, id: entryId(collection, file, root), data: result.data, body };
  for (const problem of collection.rules?.(entry, context) ?? []) {
    problems.push(
      problem.field
        ? {
            file: shown,
            line: source.lineOf(problem.field),
            field: problem.field.map(String).join("."),
            message: problem.message,
          }
        : { file: shown, field: "file", message: problem.message },
    );
  }
  return { entry, problems, data: source.data, lineOf: source.lineOf };
}
