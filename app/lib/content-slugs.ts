/**
 * Turns the file paths of a content folder (as Vite's import.meta.glob lists them) into
 * slugs: the file name without its extension, folder READMEs left out. Kept apart from
 * the globs so the rule is tested on its own.
 */
export function slugsFromPaths(paths: readonly string[]): string[] {
  return paths
    .map((file) => file.split("/").at(-1) ?? "")
    .filter((name) => name !== "" && !/^readme\./i.test(name))
    .map((name) => name.replace(/\.[^.]+$/, ""))
    .sort();
}
