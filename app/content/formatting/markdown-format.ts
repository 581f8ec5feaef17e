/**
 * The one way a Markdown body is written. Decap's rich-text editor, once an editor
 * changes anything in the body, writes the whole body anew through its own serializer
 * (remark 6, with `*` for bullets): an article's `- ` lists would come back as `* `, lines
 * nobody touched. So /admin's writer (app/admin/content-formats.ts) and `npm run
 * format:content` both pass the body through this writer, which reads the Markdown into
 * its syntax tree and writes it out by fixed rules: `-` bullets, `*italic*`, `**bold**`,
 * ATX headings (`## Title`), one space after a list marker, fenced code, `---` rules.
 * Whatever Decap's serializer chose for a paragraph nobody edited comes out as the file
 * had it; only the edited paragraph's lines change (ADR 047).
 *
 * The body must mean the same afterwards: when the site's own renderer (app/lib/markdown.ts)
 * would draw the rewritten body differently from the one it was given, the given body is
 * kept as it is.
 */
import { fromMarkdown } from "mdast-util-from-markdown";
import { type Options, toMarkdown } from "mdast-util-to-markdown";
import { renderMarkdown } from "~/lib/markdown";

const rules: Options = {
  bullet: "-",
  bulletOther: "*",
  emphasis: "*",
  strong: "*",
  fence: "`",
  fences: true,
  rule: "-",
  ruleRepetition: 3,
  listItemIndent: "one",
  incrementListMarker: true,
  setext: false,
  closeAtx: false,
};

/** The body written by the rules above, without blank lines around it ("" for a body of white space). */
export function writeMarkdown(body: string): string {
  const given = body.trim();
  if (given === "") return "";
  const written = toMarkdown(fromMarkdown(given), rules).trim();
  return renderMarkdown(written) === renderMarkdown(given) ? written : given;
}
