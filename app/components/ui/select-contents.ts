/** Selects the whole text of an element, as a triple click would, ready to copy by hand. */
export function selectContents(element: HTMLElement) {
  window.getSelection()?.selectAllChildren(element);
}
