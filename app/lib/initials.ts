/**
 * The initials a placeholder shows for someone without a photo: the first letter of the
 * first and of the last word of the name, 'Ada Vermeer' → 'AV'. A hyphenated surname is
 * one word ('Zeno Mbeki-Osei' → 'ZM'), middle names and particles are passed over
 * ('Maria van der Berg' → 'MB'), a single name gives one letter. Accents stay on the
 * letter ('Émile Ørsted' → 'ÉØ'); runs of spaces and leading or trailing spaces count
 * for nothing. A name without letters or digits gives ''.
 */
export function initials(name: string): string {
  // NFC first, so a letter typed as a base letter plus a combining accent is one character.
  const firsts = name
    .normalize("NFC")
    .split(/\s+/)
    .map(firstCharacter)
    .filter((character) => character !== "");
  const first = firsts[0];
  if (first === undefined) return "";
  const last = firsts.length > 1 ? firsts[firsts.length - 1] : "";
  return upperCase(first) + upperCase(last ?? "");
}

/** The word's first letter or digit with any accents that follow it ('(Ada)' → 'A'), or '' when it has none. */
function firstCharacter(word: string): string {
  return /[\p{L}\p{N}]\p{M}*/u.exec(word)?.[0] ?? "";
}

/** Upper case, unless that changes the number of letters ('ß' would become 'SS'). */
function upperCase(character: string): string {
  const upper = character.toUpperCase();
  return upper.length === character.length ? upper : character;
}
