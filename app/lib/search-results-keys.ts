/**
 * Arrow keys in the search dialog: focus moves from the search field (index -1) down
 * through the results and back up to the field. Home and End jump within the results
 * only, since in the field they move the caret.
 */
export function nextResultIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  const inResults = current >= 0 && current < count;
  switch (key) {
    case "ArrowDown":
      return inResults ? Math.min(current + 1, count - 1) : 0;
    case "ArrowUp":
      return inResults ? current - 1 : null;
    case "Home":
      return inResults ? 0 : null;
    case "End":
      return inResults ? count - 1 : null;
    default:
      return null;
  }
}
