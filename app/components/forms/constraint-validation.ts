/**
 * The browser's form and constraint-validation API, used by forms whose rules live in a
 * schema: the form reads its values with FormData, and each control carries its message
 * with setCustomValidity, so its `validity` (and `:invalid`) says what the visitor is told.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/** The values of the named fields as the browser would send them ("" for a missing one). */
export function readFields<Name extends string>(form: HTMLFormElement, names: readonly Name[]): Record<Name, string> {
  const data = new FormData(form);
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** Gives one control its message, or clears it (an empty or missing message). */
export function setMessage(control: EventTarget | null, message: string | undefined) {
  if (control instanceof Element && isControl(control)) control.setCustomValidity(message ?? "");
}

/**
 * Gives every named control of the form its message from `errors` (clearing the others)
 * and returns the first control that has one, in the form's order: the one to focus.
 */
export function markInvalid(form: HTMLFormElement, errors: Partial<Record<string, string>>): Control | undefined {
  const controls = Array.from(form.elements)
    .filter(isControl)
    .filter((control) => control.name !== "");
  for (const control of controls) setMessage(control, errors[control.name]);
  return controls.find((control) => control.validity.customError);
}
