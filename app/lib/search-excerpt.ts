/**
 * Pagefind's excerpts are HTML: the page's text, escaped, with the matched words in
 * <mark>. They are never put into the page as HTML. This reads one into plain text parts,
 * each marked or not, which React renders as text: a <mark> becomes a marked part, any
 * other tag stays visible as the text it is, and entities are decoded once.
 */
export type ExcerptPart = { text: string; marked: boolean };

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Decodes the entities an HTML-escaped text can hold; an unknown one stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : entity;
    }
    return named[body.toLowerCase()] ?? entity;
  });
}

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
