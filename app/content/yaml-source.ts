/**
 * The one YAML reader of the site: loaders, the prerender list, drafts and the content
 * check all parse YAML and front matter here, so they never disagree about a file.
 * It keeps the parsed document beside the data, so a problem found later (by a schema
 * or a rule) can be reported on the line of the key it concerns. Pure: no file access.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, type Node, parseDocument, visit, type YAMLError } from "yaml";

/** A key path into parsed YAML, as zod reports it: ['members', 2, 'email']. */
export type FieldPath = readonly PropertyKey[];

/** A problem inside one file: its line (1-based, in the whole file; none for the file as a whole), the field, and what to do. */
export type SourceProblem = { line?: number; field: string; message: string };

export type YamlSource = {
  /** The parsed value; undefined when the text is empty or unreadable. */
  data: unknown;
  /** YAML syntax problems, one per line at most. */
  problems: SourceProblem[];
  /** The line of the key (or list item) at `path`, or of its nearest existing parent. */
  lineOf: (path: FieldPath) => number;
};

/** A field path as editors read it in messages: 'members.2.email'. */
export function fieldName(path: FieldPath): string {
  return path.length === 0 ? "file" : path.map(String).join(".");
}

/** What an editor does about a YAML syntax error on `lineText`, by the parser's error code. */
function syntaxAdvice(error: YAMLError, lineText: string): string {
  const reason = error.message.split(" at line ")[0] ?? error.message;
  switch (error.code) {
    case "DUPLICATE_KEY":
      return "this field is written twice → keep one of the two lines";
    case "BLOCK_AS_IMPLICIT_KEY":
      // The parser says the same for a list item pasted at the wrong depth as for a colon in a value.
      if (/^\s*-\s/.test(lineText)) {
        return 'this list item is not lined up with the list it belongs to → put its "-" exactly under the "-" of the item above, using spaces';
      }
      return 'the value contains ": " → put the whole value in double quotes';
    case "MISSING_CHAR":
      return `${reason.toLowerCase()} → close the quote at the end of the value`;
    case "TAB_AS_INDENT":
      return "a tab is used to indent → indent with spaces only";
    case "BAD_INDENT":
      return `${reason} → line this up with the lines around it, using spaces`;
    default:
      return `YAML cannot read this: ${reason} → check the quotes, colons and indentation here`;
  }
}

/** The key written on a line ('  - name: x' → 'name'), for naming the field of a syntax error. */
function keyOnLine(text: string, line: number): string {
  const lineText = text.split(/\r?\n/)[line - 1] ?? "";
  return /^\s*(?:-\s+)?([\w-]+)\s*:/.exec(lineText)?.[1] ?? "yaml";
}

/**
 * Text values cut short by a '#': in 'title: We are #1 in Rotterdam' YAML reads ' #1 in
 * Rotterdam' as a note and the title as 'We are', with no error. A note written the usual
 * way, '# then a space' (and '#PLACEHOLDER'), is left alone; so are true, false and numbers.
 */
function cutByComment(
  text: string,
  document: ReturnType<typeof parseDocument>,
  toFileLine: (offset: number) => number,
): SourceProblem[] {
  const problems: SourceProblem[] = [];
  visit(document, {
    Scalar(key, node, ancestors) {
      if (key === "key" || node.type !== "PLAIN" || typeof node.value !== "string" || !node.range) return;
      if (!node.comment || !/^\S/.test(node.comment) || /^PLACEHOLDER\b/.test(node.comment)) return;
      const start = node.range[0];
      const lineEnd = text.indexOf("\n", start);
      const written = text.slice(start, lineEnd === -1 ? text.length : lineEnd).trim();
      // The field's path ('tags.0'): the keys of the pairs and the positions in the lists on the way down.
      const chain = [...ancestors, node];
      const field = chain.flatMap((ancestor, index): PropertyKey[] => {
        if (isPair(ancestor) && isScalar(ancestor.key)) return [String(ancestor.key.value)];
        const child = chain[index + 1];
        return isSeq(ancestor) && child ? [(ancestor.items as unknown[]).indexOf(child)] : [];
      });
      problems.push({
        line: toFileLine(start),
        field: fieldName(field),
        message: `the words after " #" are read as a note and left out → put the whole value in double quotes: ${JSON.stringify(written)}`,
      });
    },
  });
  return problems;
}

/**
 * Parses YAML text. `firstLine` is the line of the file on which the text starts (the
 * front matter of a Markdown file starts on line 2), so every reported line is the file's.
 */
export function parseYamlSource(text: string, firstLine = 1): YamlSource {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: true });
  const toFileLine = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;

  const problems: SourceProblem[] = [];
  const seenLines = new Set<number>();
  for (const error of document.errors) {
    const line = (error.linePos?.[0].line ?? 1) + firstLine - 1;
    // One parse error tends to cause more on the same line; the first says what to fix.
    if (seenLines.has(line)) continue;
    seenLines.add(line);
    const lineText = text.split(/\r?\n/)[line - firstLine] ?? "";
    problems.push({ line, field: keyOnLine(text, line - firstLine + 1), message: syntaxAdvice(error, lineText) });
  }

  if (problems.length === 0) problems.push(...cutByComment(text, document, toFileLine));

  const startLine = (node: unknown, fallback: number): number => {
    const range = (node as Node | null)?.range;
    return range ? toFileLine(range[0]) : fallback;
  };

  const lineOf = (path: FieldPath): number => {
    let node: unknown = document.contents;
    let line = startLine(node, firstLine);
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
        if (!pair) break;
        line = startLine(pair.key, line);
        node = pair.value;
      } else if (isSeq(node)) {
        node = node.items[Number(segment)];
        if (node === undefined) break;
        line = startLine(node, line);
      } else {
        break;
      }
    }
    return line;
  };

  // A file of comments only (or empty front matter) is an empty record, so that each
  // missing field gets a message of its own rather than one 'not an object'.
  const data = problems.length > 0 ? undefined : ((document.toJS() as unknown) ?? {});
  return { data, problems, lineOf };
}

export type FrontMatter = {
  /** The YAML between the two '---' lines. */
  yaml: string;
  /** The file's line on which that YAML starts. */
  firstLine: number;
  /** Everything after the closing '---', trimmed. */
  body: string;
};

const frontMatterPattern = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** Splits a Markdown file into its front matter and body; null when it does not start with '---'. */
export function splitFrontMatter(text: string): FrontMatter | null {
  const match = frontMatterPattern.exec(text.replace(/^\uFEFF/, ""));
  if (!match) return null;
  return { yaml: match[1] ?? "", firstLine: 2, body: (match[2] ?? "").trim() };
}
