/**
 * Where a field of the form sits in the entry: `["members", 2, "email"]`. The content
 * check names each problem by such a path, so the checked widget keeps exactly the
 * problems at its own place: of two members with the same name, only the second is told
 * it is listed twice, as the content check tells it.
 *
 * Decap gives every control `parentIds`: the ids of the fields around it, outermost first.
 * A field's id is `<name>-field-<n>` (Decap's EditorControl names it so), which gives the
 * keys; a list adds the key of the item (a random id) after its own id, whose position in
 * the list is read from the page: the list's element has the list's id, and each item is
 * one child of its list of items.
 */

/** A control's id, as Decap's EditorControl makes it: the field's key, "-field-", a number. */
const fieldId = /^(.+)-field-\d+$/;

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
    const key = fieldId.exec(id)?.[1];
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

/**
 * Reads an item's position from the page: the item of the list `listId` that holds the
 * field whose control has the id `forID`, counted among its list's items. Decap draws a
 * list as its element (with the list's id) holding a bar and a block of items, one element
 * per item.
 */
export function itemIndexOnPage(forID: string, doc: Document = document): ItemIndex {
  return (listId) => {
    const list = doc.getElementById(listId);
    const label = doc.querySelector(`label[for="${CSS.escape(forID)}"]`);
    if (!list || !label || !list.contains(label)) return undefined;
    let item: Element = label;
    while (item.parentElement && item.parentElement.parentElement !== list) item = item.parentElement;
    const items = item.parentElement;
    if (!items || items.parentElement !== list) return undefined;
    return [...items.children].indexOf(item);
  };
}
