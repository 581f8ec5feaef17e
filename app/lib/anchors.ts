/**
 * Anchors that let a link (a search result, Home's cards) land on one item of a page: an
 * FAQ entry, a support resource, a group chat, a representative, an event's card. The
 * page and whoever links to it compute them alike.
 */

/** The longest slug part of an anchor, cut at a hyphen so a word stays whole. */
const maxSlugLength = 60;

/** Lowercase ASCII letters and digits joined by single hyphens: "Visas & Housing?" → "visas-housing". */
export function anchorSlug(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= maxSlugLength) return slug;
  const cut = slug.slice(0, maxSlugLength + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, maxSlugLength);
}

/** The id of a single item whose key is unique by itself (an event's file name): `prefix-slug-of-key`. */
export function anchorId(prefix: string, key: string): string {
  return `${prefix}-${anchorSlug(key) || "1"}`;
}

/**
 * Stable, unique element ids for a list of items on one page: `prefix-slug-of-key`, the
 * same for the same key at every build. A key without letters or digits becomes the
 * item's position; a slug seen before in the list gets `-2`, `-3`… so no two ids clash.
 */
export function anchorIds(prefix: string, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  return keys.map((key, index) => {
    const base = `${prefix}-${anchorSlug(key) || String(index + 1)}`;
    let id = base;
    for (let n = 2; seen.has(id); n++) id = `${base}-${n}`;
    seen.add(id);
    return id;
  });
}
