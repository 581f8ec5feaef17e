/**
 * The `checked` widget: every field of /admin that holds a value is drawn by Decap's own
 * widget named in the field's `wraps` option (`string`, `datetime`, `image`…), unchanged,
 * and when the editor saves it answers Decap's `isValid()` with the content check's own
 * verdict on that field: the whole entry is parsed with the file's schema (the same zod
 * schema the content check uses, with the form's labels in messages that name fields)
 * and the problems found at this field are shown under its label. So the form refuses
 * exactly what the content check refuses, rules between fields included (an end before
 * the start, a tab id used twice, link text that is not in its sentence).
 *
 * A field that names its file (a board year) also refuses a year that already has a
 * file, before anything is written: Decap would otherwise save `2025-2026-1.yaml`. A
 * field that links to another collection's pages (a report link, `/blog/<file name>`)
 * refuses a link to an entry that does not exist, as the content check does. An
 * image field refuses an upload the site cannot use (an iPhone HEIC photo, a file over
 * the size limit), with the content check's words.
 *
 * Messages follow the editor's fixes (live-checks.ts): once a field has been checked (a
 * refused save, or the editor left it after changing it), it is checked again after every
 * change of the form, so a fixed mistake's message goes (and the banner with it) and a
 * new one shows, without waiting for the next Publish.
 *
 * Decap asks a field's control for `isValid()` through the control's ref before saving:
 * `{ error: { message } }` refuses the save and shows the message at the field; a
 * rejected promise does the same once it settles. The ref is the component instance,
 * hence a class.
 */
import { Component, createElement } from "react";
import { imageFileProblem } from "~/lib/image-rules";
import {
  type DecapControlProps,
  decapControlOf,
  entryBeingEdited,
  isNewEntry,
  refusal,
  searchEntries,
  uploadSize,
  wrappedShouldUpdate,
} from "../decap/adapter";
import { fileProblemsAt, plainValue } from "../form-check";
import { fieldPath, itemIndexOnPage } from "./field-path";
import { type LiveCheck, liveChecks } from "./live-checks";

export const checkedWidgetName = "checked";

/** What Decap's own widgets answer from `isValid`, and what this one answers. */
export type ValidationResult =
  | boolean
  | { error: false | { type: string; message: string; parentIds?: unknown } }
  | Promise<unknown>;

/** A control Decap can validate: the instance behind its ref. */
export type ValidatingControl = { isValid?: () => ValidationResult };

/** The props Decap gives a widget control (the adapter names those read here); the rest go to the wrapped widget unchanged. */
export type CheckedControlProps = DecapControlProps;

/** The widget drawn when the field names none in `wraps`. */
const defaultWrapped = "string";

export class CheckedControl extends Component<CheckedControlProps> implements LiveCheck {
  private wrapped: ValidatingControl | null = null;
  /** Whether the field has been checked (its message, if any, is shown): then it follows every change. */
  live = false;
  /** Whether the editor changed the field since it was drawn. */
  private changed = false;
  /** Whether each entry asked about (`<collection>/<file name>`) exists: a year that names its file, an article a link names… */
  private readonly existing = new Map<string, Promise<boolean>>();
  /** …and the answers already in. */
  private readonly answered = new Map<string, boolean>();

  private readonly setWrapped = (instance: ValidatingControl | null) => {
    this.wrapped = instance;
  };

  /** Whether another entry's file is named `name` (asked once per name, as the editor types). */
  private fileExists(name: string): Promise<boolean> {
    const { collection, field } = this.props;
    const collectionName = collection?.get("name");
    if (typeof collectionName !== "string") return Promise.resolve(false);
    return this.entryExists(collectionName, name, [String(field.get("name"))], name);
  }

  /**
   * Whether `collectionName` has an entry whose file is named `name`, asked of Decap once per
   * name: by a search for `term` in `fields`, or for every entry of that file name (`file`).
   */
  private entryExists(collectionName: string, name: string, fields: string[], term: string, file?: string) {
    const key = `${collectionName}/${name}`;
    const known = this.existing.get(key);
    if (known) return known;
    const found = searchEntries(this.props, collectionName, fields, term, file);
    if (!found) return Promise.resolve(false);
    const asked = found.then(
      (slugs) => slugs.includes(name),
      () => false,
    );
    void asked.then((exists) => this.answered.set(key, exists));
    this.existing.set(key, asked);
    return asked;
  }

  /** The entry a link names (`/blog/<file name>`), when the field links to a collection's pages. */
  private linkedEntry(value: unknown): { collection: string; name: string } | undefined {
    const collection = this.props.field.get("linksTo");
    if (typeof collection !== "string" || typeof value !== "string") return undefined;
    const name = new RegExp(`^/${collection}/([a-z0-9]+(?:-[a-z0-9]+)*)$`).exec(value)?.[1];
    return name ? { collection, name } : undefined;
  }

  /** Whether the linked entry exists: every entry of that file name, any title. */
  private linkedEntryExists({ collection, name }: { collection: string; name: string }) {
    return this.entryExists(collection, name, ["title"], "", name);
  }

  override componentDidMount() {
    liveChecks.add(this);
    // A link already written is asked about at once, so that a save finds the answer in.
    const linked = this.linkedEntry(plainValue(this.props.value));
    if (linked) void this.linkedEntryExists(linked);
  }

  override componentWillUnmount() {
    liveChecks.delete(this);
  }

  /** Checks the field again, as Decap does before saving, and shows the outcome. */
  recheck() {
    this.props.validate?.();
  }

  private readonly onChange = (...change: unknown[]) => {
    this.props.onChange?.(...change);
    this.changed = true;
    liveChecks.changed();
  };

  private readonly onLeave = () => {
    this.props.setInactiveStyle?.();
    if (this.changed || this.live) this.recheck();
  };

  /** The field's place in the entry, read from Decap's ids and the page (field-path.ts). */
  private path(name: string) {
    const { parentIds, forID } = this.props;
    if (!forID || typeof document === "undefined") return undefined;
    return fieldPath(name, parentIds, itemIndexOnPage(forID));
  }

  override componentDidUpdate(previous: CheckedControlProps) {
    // Ask early, so the answer is there when the editor saves.
    if (previous.value === this.props.value) return;
    const value = plainValue(this.props.value);
    if (this.props.field.get("namesTheFile") && typeof value === "string" && value !== "") void this.fileExists(value);
    const linked = this.linkedEntry(value);
    if (linked) void this.linkedEntryExists(linked);
  }

  /** The file's rules at this field first; then the wrapped widget's own check, if it has one. */
  isValid = (): ValidationResult => {
    const { field, collection, parentIds } = this.props;
    this.live = true;
    const entry = entryBeingEdited(this.props);
    const name = String(field.get("name"));
    const path = this.path(name);
    const [message] = fileProblemsAt({ collection, entry, name, value: this.props.value, ...(path ? { path } : {}) });
    if (message) return refusal(message, parentIds);

    const value = plainValue(this.props.value);
    if (field.get("wraps") === "image" && typeof value === "string" && value !== "") {
      // The upload itself, before it is written: a HEIC photo or one over the size limit.
      const problem = imageFileProblem(value, uploadSize(this.props.getAsset?.(value, field)));
      if (problem) return refusal(`this file ${problem}`, parentIds);
    }
    const linked = this.linkedEntry(value);
    if (linked) {
      const missing = `there is no article at ${value} → write /${linked.collection}/ and the end of an article's address, as the Blog articles list opens it`;
      const exists = this.answered.get(`${linked.collection}/${linked.name}`);
      if (exists === false) return refusal(missing, parentIds);
      if (exists === undefined) {
        return this.linkedEntryExists(linked).then((found) => (found ? undefined : Promise.reject(missing)));
      }
    }
    if (field.get("namesTheFile") && typeof value === "string" && value !== "") {
      const slug = entry?.get("slug");
      const isNew = isNewEntry(entry);
      if (!isNew && typeof slug === "string" && slug !== "" && slug !== value) {
        return refusal(
          `this is the ${slug} file: its year stays ${slug} → add a new year from the list instead`,
          parentIds,
        );
      }
      if (isNew) {
        const taken = `${value} already exists: open it from the list`;
        const exists = this.answered.get(`${String(this.props.collection?.get("name"))}/${value}`);
        if (exists) return refusal(taken, parentIds);
        // Not asked yet (a value pasted just before saving): Decap waits for the answer.
        if (exists === undefined) {
          return this.fileExists(value).then((found) => (found ? Promise.reject(taken) : undefined));
        }
      }
    }
    return this.wrapped?.isValid ? this.wrapped.isValid() : { error: false };
  };

  /**
   * Decap redraws a field only when this answers true (its Widget asks the control). The
   * wrapped widget's own answer counts: the image widget redraws when a picture chosen
   * in the media library arrives, before its value changes.
   */
  override shouldComponentUpdate(next: CheckedControlProps): boolean {
    const own = wrappedShouldUpdate(this.wrapped, next);
    if (own !== undefined) return own;
    const { value, classNameWrapper, hasActiveStyle } = this.props;
    return value !== next.value || classNameWrapper !== next.classNameWrapper || hasActiveStyle !== next.hasActiveStyle;
  }

  override render() {
    const { field } = this.props;
    const wraps = field.get("wraps");
    const name = typeof wraps === "string" ? wraps : defaultWrapped;
    const control = decapControlOf(this.props, name);
    if (!control || name === checkedWidgetName) {
      throw new Error(`The checked widget wraps "${name}": name a widget of Decap's own in \`wraps\``);
    }
    return createElement(control, {
      ...this.props,
      onChange: this.onChange,
      setInactiveStyle: this.onLeave,
      ref: this.setWrapped,
    });
  }
}
