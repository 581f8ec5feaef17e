/**
 * Pagefind's excerpts are HTML: the page's text, escaped, with the matched words in
 * <mark>. They are never put into the page as HTML. This reads one into plain text parts,
 * each marked or not, which React renders as text: a <mark> becomes a marked part, any
 * other tag stays visible as the text it is, and entities are decoded once.
 */
import { decodeEntities } from "./html-text";

export type ExcerptPart = { text: string; marked: boolean };

/** The parts of an excerpt, in order; neighbouring parts of the same kind are joined. */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let depth = 0;
  const push = (raw: string) => {
    const text = decodeEntities(raw);
    if (text === "") return;
    const marked = depth > 0;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  let position = 0;
  for (const match of html.matchAll(/<(\/?)mark(?:\s[^<>]*)?>/gi)) {
    push(html.slice(position, match.index));
    depth = match[1] ? Math.max(0, depth - 1) : depth + 1;
    position = match.index + match[0].length;
  }
  push(html.slice(position));
  return parts;
}
