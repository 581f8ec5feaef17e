/**
 * Every place where the site's /admin additions depend on the shape of Decap's editor
 * page, in one module. Decap offers no hook for a refused save (its `registerEventListener`
 * events fire only once the fields are valid) and no option for a narrow screen, so the
 * refusal notices and the phone layout read and restyle Decap's own elements.
 *
 * Decap styles its elements with Emotion, which names each class after the component:
 * `css-<hash>-ControlErrorsList`. The hash changes between releases, the component's name
 * rarely, so the selectors match `-<Name>` inside the class attribute. `.SplitPane`,
 * `.Pane1`… are react-split-pane's own fixed class names, `#nc-root` is the element Decap
 * renders into. tests/e2e/admin-refusals.spec.ts and admin-phone.spec.ts check that each
 * selector still finds its element, so a Decap upgrade that renames one fails there, loudly,
 * instead of quietly dropping a notice or the phone layout.
 *
 * Names checked against decap-cms-core 3.19 (src/components/Editor/…, decap-cms-ui-default).
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
