/**
 * Where a field of the form sits in the entry: `["members", 2, "email"]`. The content
 * check names each problem by such a path, so the checked widget keeps exactly the
 * problems at its own place: of two members with the same name, only the second is told
 * it is listed twice, as the content check tells it.
 *
 * Decap gives every control `parentIds`: the ids of the fields around it, outermost first.
 * A field's id gives its key; a list adds the key of the item (a random id) after its own
 * id, whose position in the list is read from the page. How Decap names ids and draws
 * lists is the adapter's to know (decap/editor-dom.ts: fieldKeyOfId, listItemIndexOnPage).
 */
import { fieldKeyOfId, listItemIndexOnPage } from "../decap/adapter";

/** The position of the list item `key` in the list whose control has the id `listId`, if it can be told. */
export type ItemIndex = (listId: string, key: string) => number | undefined;

/**
 * The path of the field `name` whose surrounding ids are `parentIds`, or undefined when a
 * list item's position cannot be told (then the widget matches problems by key and value).
 */
export function fieldPath(name: string, parentIds: unknown, itemIndex: ItemIndex): (string | number)[] | undefined {
  if (!Array.isArray(parentIds)) return [name];
  const path: (string | number)[] = [];
  let listId: string | undefined;
  for (const id of parentIds) {
    if (typeof id !== "string" || id === "") continue;
    const key = fieldKeyOfId(id);
    if (key !== undefined) {
      path.push(key);
      listId = id;
      continue;
    }
    const index = listId === undefined ? undefined : itemIndex(listId, id);
    if (index === undefined) return undefined;
    path.push(index);
    listId = undefined;
  }
  return [...path, name];
}

/** Reads an item's position from the page (the field whose control has the id `forID`). */
export function itemIndexOnPage(forID: string, doc: Document = document): ItemIndex {
  return (listId) => listItemIndexOnPage(listId, forID, doc);
}
