/**
 * Where the site's /admin additions depend on the shape of Decap's pages: its elements,
 * their ids and its English labels. Part of the Decap adapter (adapter.ts, the one module
 * the rest of /admin imports). Decap offers no hook for a refused save (its
 * `registerEventListener` events fire only once the fields are valid), no option for a
 * narrow screen and none for checking an upload, so the refusal notices, the phone layout
 * and the upload check read and restyle Decap's own elements.
 *
 * Decap styles its elements with Emotion, which names each class after the component:
 * `css-<hash>-ControlErrorsList`. The hash changes between releases, the component's name
 * rarely, so the selectors match `-<Name>` inside the class attribute. `.SplitPane`,
 * `.Pane1`… are react-split-pane's own fixed class names, `#nc-root` is the element Decap
 * renders into, `.nc-fileUploadButton` Decap's own fixed class of its upload button.
 * tests/e2e/admin-refusals.spec.ts and admin-phone.spec.ts check that each selector still
 * finds its element (`expectDecapParts`), admin-pictures.spec.ts that an upload goes through
 * the media library's input, so a Decap upgrade that renames one fails there, loudly,
 * instead of quietly dropping a notice, the phone layout or the upload check.
 *
 * Names checked against decap-cms-core 3.19 (src/components/Editor/…, MediaLibrary/…,
 * decap-cms-ui-default), as installed with decap-cms-app 3.16.3.
 */

/** Matches an element whose class names the Emotion component `name` (`css-<hash>-<name>`). */
const emotion = (name: string) => `[class*="-${name}"]`;

export const decap = {
  /** The element Decap renders into; prefixing a rule with it outranks Emotion's one-class rules. */
  root: "#nc-root",
  /** The editor page: the toolbar and, below it, the form and the preview. */
  editorContainer: emotion("EditorContainer"),
  /** The editor's toolbar (back link, Publish, Delete, the account menu). Other toolbars share the name, hence the parent. */
  editorToolbar: `${emotion("EditorContainer")} > ${emotion("ToolbarContainer")}`,
  /** The editor below the toolbar: the preview toggles, then the form and the preview side by side. */
  editorBody: `${emotion("EditorContainer")} > :not(${emotion("ToolbarContainer")})`,
  /** The preview and scroll-sync toggles at the top right of the editor. */
  viewControls: `${emotion("EditorContainer")} ${emotion("ViewControls")}`,
  /** The form's scrolling pane; the refusal banner goes at its top. */
  controlPane: emotion("ControlPaneContainer"),
  /** One field: its label row, its control, its hint. */
  field: emotion("ControlContainer"),
  /** A field's label row: the label and, after a refused save, the list of its errors. */
  fieldTopbar: emotion("ControlTopbar"),
  /** The list of a field's errors, in its label row; present only while the field has errors. */
  fieldErrors: emotion("ControlErrorsList"),
  /** react-split-pane, which places the form and the preview side by side. */
  splitPane: ".SplitPane",
  formPane: ".SplitPane > .Pane1",
  previewPane: ".SplitPane > .Pane2",
  splitResizer: ".SplitPane > .Resizer",
} as const;

/**
 * The media library (the Images dialog of an image field, the top bar's Media page): its
 * dialog (react-modal's `role="dialog"`), and the file input of its Upload button, a
 * `<label class="nc-fileUploadButton">` around an `<input type="file">` whose change
 * Decap uploads at once (MediaLibrary's handlePersist reads `event.target.files`).
 */
export const mediaLibrary = {
  uploadInput: '.nc-fileUploadButton input[type="file"]',
  dialog: '[role="dialog"]',
  /** The row of the dialog that holds the upload button, search and actions; notices go at its end. */
  top: (input: Element): HTMLElement | null =>
    input.closest(".nc-fileUploadButton")?.parentElement?.parentElement?.parentElement ?? null,
} as const;

/**
 * The toolbar actions that save the entry, by Decap's English labels (the site's /admin
 * is in English): "Publish now", "Publish and create new", "Publish and duplicate", and
 * "Save" in the editorial workflow. Not "Published", "Delete…", "Duplicate" or "Unpublish".
 */
export const saveActionLabel = /^(publish now|publish and create new|publish and duplicate|save)$/i;

/** The field whose label row holds this error list. */
export function fieldOfErrors(errors: Element): HTMLElement | null {
  return errors.closest<HTMLElement>(decap.field);
}

/** A field's own label: the one in its label row (a nested field's label is deeper). */
export function labelOfField(field: Element): HTMLLabelElement | null {
  return field.querySelector<HTMLLabelElement>(`:scope > ${decap.fieldTopbar} > label`);
}

/** The messages in a field's own error list. */
export function messagesOfField(field: Element): string[] {
  const list = field.querySelector(`:scope > ${decap.fieldTopbar} > ${decap.fieldErrors}`);
  if (!list) return [];
  return [...list.querySelectorAll("li")].map((item) => item.textContent?.trim() ?? "").filter(Boolean);
}

/** A control's id, as Decap's EditorControl makes it: the field's key, "-field-", a number. */
const fieldId = /^(.+)-field-\d+$/;

/** The field's key in the entry when `id` is a control's id (`members-field-12` → `members`), else undefined. */
export function fieldKeyOfId(id: string): string | undefined {
  return fieldId.exec(id)?.[1];
}

/**
 * The position of a list item on the page: the item of the list whose control has the id
 * `listId` that holds the field whose control has the id `forID`, counted among its list's
 * items. Decap draws a list as its element (with the list's id) holding a bar and a block
 * of items, one element per item.
 */
export function listItemIndexOnPage(listId: string, forID: string, doc: Document = document): number | undefined {
  const list = doc.getElementById(listId);
  const label = doc.querySelector(`label[for="${CSS.escape(forID)}"]`);
  if (!list || !label || !list.contains(label)) return undefined;
  let item: Element = label;
  while (item.parentElement && item.parentElement.parentElement !== list) item = item.parentElement;
  const items = item.parentElement;
  if (!items || items.parentElement !== list) return undefined;
  return [...items.children].indexOf(item);
}
