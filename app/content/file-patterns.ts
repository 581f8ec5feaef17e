/**
 * File patterns of content collections, as editors read them: 'blog/<slug>.md',
 * 'board/<yyyy>-<yyyy>.yaml', 'gallery/<yyyy>/album.yaml', 'home.yaml'. A pattern
 * says which files a collection reads and what an entry's id is (the part written in
 * placeholders: the slug, '2025-2026', '2025').
 */

const placeholders: Record<string, { regex: string; describe: string }> = {
  slug: { regex: "[a-z0-9]+(?:-[a-z0-9]+)*", describe: "lowercase letters, digits and hyphens" },
  yyyy: { regex: "\\d{4}", describe: "a four-digit year" },
};

export type FilePattern = {
  /** As written: 'blog/<slug>.md'. */
  text: string;
  /** Its folders and file name: ['blog', '<slug>.md']. */
  segments: string[];
  /** '.md' or '.yaml'. */
  extension: string;
  /** Matches a path relative to content/; group 1 is the id. */
  regex: RegExp;
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function compilePattern(text: string): FilePattern {
  const parts = text.split(/(<[a-z]+>)/).filter((part) => part !== "");
  const first = parts.findIndex((part) => part.startsWith("<"));
  const last = parts.findLastIndex((part) => part.startsWith("<"));
  const pieces = parts.map((part) => {
    const name = /^<([a-z]+)>$/.exec(part)?.[1];
    if (!name) return escapeRegex(part);
    const placeholder = placeholders[name];
    if (!placeholder) throw new Error(`Unknown placeholder <${name}> in the file pattern ${text}`);
    return placeholder.regex;
  });
  // The id is what the placeholders cover ('2025-2026'); a file without any is its own id.
  const body =
    first === -1
      ? `(${pieces.join("")})`
      : `${pieces.slice(0, first).join("")}(${pieces.slice(first, last + 1).join("")})${pieces.slice(last + 1).join("")}`;
  const extension = /\.[a-z]+$/.exec(text)?.[0] ?? "";
  return { text, segments: text.split("/"), extension, regex: new RegExp(`^${body}$`) };
}

/** The entry id of a relative path, or null when the pattern does not match it. */
export function matchPattern(pattern: FilePattern, relative: string): string | null {
  return pattern.regex.exec(relative)?.[1] ?? null;
}

/** What the placeholders of a pattern allow, for messages: '<slug> is lowercase letters, …'. */
export function describePlaceholders(pattern: FilePattern): string {
  const names = [...new Set([...pattern.text.matchAll(/<([a-z]+)>/g)].map((match) => match[1] ?? ""))];
  return names.map((name) => `<${name}> is ${placeholders[name]?.describe ?? name}`).join(", ");
}

/** A file name turned into a slug: 'My First Post' → 'my-first-post'. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
