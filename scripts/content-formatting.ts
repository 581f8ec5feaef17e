/**
 * The content folders held to the one formatting /admin writes
 * (app/content/formatting/content-format.ts), and which of their files are not in it.
 * `npm run format:content` rewrites them; `scripts/content-formatting.test.ts` fails,
 * naming each file, its lines and the command, while one is not.
 */
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import {
  collectionOfFile,
  fileKindOf,
  readContentText,
  writeContentText,
} from "../app/content/formatting/content-format";
import { describeDiff, type LineDiff, lineDiff } from "../app/content/formatting/line-diff";
import { isEmptyValue } from "../app/content/formatting/yaml-format";

/**
 * The folders of content a save in /admin may write: the shipped content and the tests'
 * content of valid files. The other fixture folders (tests/fixtures/content/bad*,
 * placeholders) keep files as a person might mistype or annotate them, for the checks
 * that read such files; the formatting would take their mistakes and comments away.
 */
export const formattedFolders = ["content", "tests/fixtures/content/site", "tests/fixtures/content/added"];

/** The command that rewrites files into the formatting. */
export const formatCommand = "npm run format:content";

export type FileFormatting = {
  /** The file, as given with its folder ('content/blog/x.md'). */
  file: string;
  /** The text in the formatting, or the reason it cannot be written. */
  result: { written: string; changed: boolean; diff: LineDiff } | { problem: string };
};

/** Every file of a content collection under `folder`, relative to it ('blog/x.md'), sorted. */
function collectionFiles(folder: string): string[] {
  return (fs.readdirSync(folder, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((relative) => collectionOfFile(relative) !== undefined)
    .sort();
}

/** The data as the site reads it, empty values left out (the formatting leaves them out: "not set"). */
function meaningOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(meaningOf);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => !isEmptyValue(item))
      .map(([key, item]) => [key, meaningOf(item)]),
  );
}

/** One file in the formatting: its new text, or why it is left as it is. */
function formatFile(folder: string, relative: string): FileFormatting {
  const file = path.join(folder, relative);
  const collection = collectionOfFile(relative);
  if (!collection) throw new Error(`${file} belongs to no collection`);
  const kind = fileKindOf(collection);
  const text = fs.readFileSync(file, "utf8");
  try {
    const data = readContentText(text, kind);
    const written = writeContentText(data, kind);
    const again = readContentText(written, kind);
    // The formatting never changes what a file says; a file it would change is left alone.
    const { body, ...fields } = data;
    const { body: writtenBody, ...writtenFields } = again;
    if (!isDeepStrictEqual(meaningOf(writtenFields), meaningOf(fields))) {
      return { file, result: { problem: "its fields would read differently once written: left as it is" } };
    }
    if (kind.markdown && typeof body === "string" && body.trim() !== "" && writtenBody === "") {
      return { file, result: { problem: "its text would be lost: left as it is" } };
    }
    return { file, result: { written, changed: written !== text, diff: lineDiff(text, written) } };
  } catch (error) {
    return { file, result: { problem: `cannot be read (${error instanceof Error ? error.message : String(error)})` } };
  }
}

/** The files of `folder` that are not in the formatting, each with its new text or its problem. */
export function unformattedFiles(folder: string): FileFormatting[] {
  return collectionFiles(folder)
    .map((relative) => formatFile(folder, relative))
    .filter(({ result }) => "problem" in result || result.changed);
}

/** A file's lines that the formatting changes, as `-line old` / `+line new`, or its problem. */
export function describeFormatting({ file, result }: FileFormatting): string {
  return "problem" in result ? `${file}: ${result.problem}` : `${file}:\n${describeDiff(result.diff)}`;
}
