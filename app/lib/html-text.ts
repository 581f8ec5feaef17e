/**
 * Plain text of HTML the site renders at build time from Markdown (markdown-it), for a
 * JSON-LD string or a search record: never HTML again. The search dialog's excerpts have
 * a decoder of their own (`search-excerpt.ts`), loaded with the dialog: this module is
 * reached from pages' code, so whatever it exports that the dialog used would load with
 * every page.
 */

/** The escapes markdown-it writes in text and attributes. */
const escapes: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** Tags dropped (each a space, so neighbouring blocks keep their words apart), escapes decoded once, white space collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity, name: string) => escapes[name] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}
