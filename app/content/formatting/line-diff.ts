/**
 * Which lines of a text changed, as a reviewer reads a pull request: the lines only in the
 * old text (removed) and only in the new (added), each with its line number, from the
 * longest common subsequence of lines. Content files are a few hundred lines at most, so
 * the quadratic table is small. Used to name the lines a file's formatting would change
 * and, in the /admin save tests, the lines a save changed.
 */

/** A line of one side of the diff: its number (1-based) and its text. */
export type DiffLine = { line: number; text: string };

export type LineDiff = { removed: DiffLine[]; added: DiffLine[] };

export function lineDiff(before: string, after: string): LineDiff {
  const a = before.split("\n");
  const b = after.split("\n");
  const width = b.length + 1;
  // common[i * width + j]: the length of the longest common subsequence of a[i..] and b[j..].
  const common = new Uint32Array((a.length + 1) * width);
  const at = (i: number, j: number) => common[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const removed: DiffLine[] = [];
  const added: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || at(i, j + 1) >= at(i + 1, j))) {
      added.push({ line: j + 1, text: b[j] ?? "" });
      j++;
    } else {
      removed.push({ line: i + 1, text: a[i] ?? "" });
      i++;
    }
  }
  return { removed, added };
}

/** The diff as `-12 old` / `+12 new` lines, removed first, for messages and reports. */
export function describeDiff({ removed, added }: LineDiff): string {
  return [
    ...removed.map(({ line, text }) => `-${line} ${text}`),
    ...added.map(({ line, text }) => `+${line} ${text}`),
  ].join("\n");
}
