/**
 * Reads content files and validates them with their zod schemas. Every problem
 * becomes a ContentError that names the file and the field, so a wrong field fails
 * the build with a message an editor can act on.
 */
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

export const contentRoot = path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), "content"));

export class ContentError extends Error {
  override name = "ContentError";
}

/** Path of a content file as editors see it, e.g. 'content/blog/my-post.md'. */
export function displayPath(file: string): string {
  return path.relative(path.dirname(contentRoot), file).split(path.sep).join("/");
}

/** Turns zod issues into one readable message: file, field, what was expected. */
export function describeIssues(file: string, error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "(whole file)";
    return `  - field "${field}": ${issue.message}`;
  });
  return `Invalid content in ${displayPath(file)}:\n${lines.join("\n")}`;
}

/** Validates data against a schema or throws a ContentError naming file and field. */
export function validate<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(describeIssues(file, result.error));
  return result.data;
}

function readText(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    throw new ContentError(`Missing content file ${displayPath(file)}`);
  }
}

function parseYamlText(file: string, text: string): unknown {
  try {
    return parseYaml(text) ?? {};
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentError(`Could not read ${displayPath(file)} as YAML: ${reason}`);
  }
}

/** Reads and validates a YAML file; `relative` is relative to content/. */
export function readYaml<Schema extends z.ZodType>(relative: string, schema: Schema): z.output<Schema> {
  const file = path.join(contentRoot, relative);
  return validate(file, schema, parseYamlText(file, readText(file)));
}

export type MarkdownFile<T> = { file: string; slug: string; data: T; body: string };

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Reads a Markdown file with YAML frontmatter and validates the frontmatter. */
export function readMarkdown<Schema extends z.ZodType>(
  relative: string,
  schema: Schema,
): MarkdownFile<z.output<Schema>> {
  const file = path.join(contentRoot, relative);
  const text = readText(file);
  const match = frontmatterPattern.exec(text);
  if (!match) {
    throw new ContentError(
      `Invalid content in ${displayPath(file)}: the file must start with frontmatter between two '---' lines`,
    );
  }
  const data = validate(file, schema, parseYamlText(file, match[1] ?? ""));
  return { file, slug: path.basename(file, path.extname(file)), data, body: (match[2] ?? "").trim() };
}

/** Files of one content folder (Markdown or YAML), README excluded, sorted by name. */
export function listContentFiles(folder: string, extensions = [".md"]): string[] {
  const dir = path.join(contentRoot, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => extensions.includes(path.extname(name)) && !/^readme\./i.test(name))
    .sort()
    .map((name) => path.posix.join(folder, name));
}
