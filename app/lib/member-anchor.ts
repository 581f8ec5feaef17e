/**
 * The `id` of each member card on a board year page, so a link such as
 * `/board/2019-2020#member-zoe-kowalczyk` (from site search, say) opens on that member.
 * Made from the name alone, so it stays the same from build to build.
 */

/** Letters that Unicode normalisation does not split into a base letter and a mark. */
const spelledOut: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  ø: "o",
  œ: "oe",
  đ: "d",
  ð: "d",
  þ: "th",
  ł: "l",
  ı: "i",
};

/** 'Zoë Kowalczyk' → 'zoe-kowalczyk': lower case, accents dropped, anything but letters and digits a dash. */
export function nameSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæøœđðþłı]/g, (letter) => spelledOut[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * One id per name, in the same order: `member-<slug of the name>`. Two names with the same
 * slug (e.g. 'Anne-Marie Smit' and 'Anne Marie Smit') get `-2`, `-3`… in page order, so
 * every id is unique within the page; a name without letters or digits becomes `member`.
 */
export function memberAnchorIds(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const slug = nameSlug(name);
    const base = slug ? `member-${slug}` : "member";
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}
