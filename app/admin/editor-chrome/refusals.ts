/**
 * When Decap refuses to save (a required field is empty, a field fails its pattern or its
 * widget's check), it marks the fields and does nothing else that an editor would notice:
 * custom checks raise no toast, and the marked field may be far down the form. After every
 * save that Decap refuses, this module
 * - opens a banner (role="alert") naming each refused field by its label; each name is a
 *   button that brings the field into view and focuses it, unfolding the list item or
 *   group it is in. The banner lies over the bottom
 *   of the form pane, fixed to the window, so that opening it moves no control: the form
 *   keeps as much room at its end as the banner is tall, so its last field can still be
 *   scrolled above it;
 * - focuses the first refused field, scrolling only when it is not already in view above
 *   the banner.
 * The banner follows the fields: a field fixed leaves the list, and the banner closes when
 * none is left (so also after the save that follows). The messages themselves stay where
 * Decap puts them, under each label (their room is kept by chrome-styles.ts).
 *
 * A refusal is recognised as a click on a toolbar action that saves (decap-dom.ts) after
 * which fields show errors: Decap validates the whole form synchronously on that click.
 */
import { decap, fieldOfErrors, labelOfField, messagesOfField, saveActionLabel } from "../decap/adapter";

export const bannerClass = "site-refusal-banner";

/** A refused field: its label as the form shows it (with its parents' for a nested one), its messages. */
export type Refusal = { field: HTMLElement; name: string; messages: string[] };

/** The label's own words, without Decap's " (optional)" suffix. */
function labelText(label: HTMLLabelElement): string {
  const own = [...label.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? "")
    .join("")
    .trim();
  return own || (label.textContent ?? "").trim();
}

/** "Members › Name" for a field inside a list or object; the field's label alone otherwise. */
function fieldName(field: HTMLElement): string {
  const names: string[] = [];
  for (
    let current: HTMLElement | null = field;
    current;
    current = current.parentElement?.closest(decap.field) ?? null
  ) {
    const label = labelOfField(current);
    if (label) names.unshift(labelText(label));
  }
  return names.join(" › ") || "A field";
}

/** The refused fields of the form, in the form's order. */
export function findRefusals(root: ParentNode): Refusal[] {
  const refusals: Refusal[] = [];
  for (const errors of root.querySelectorAll(decap.fieldErrors)) {
    const field = fieldOfErrors(errors);
    if (!field) continue;
    const messages = messagesOfField(field);
    if (messages.length > 0) refusals.push({ field, name: fieldName(field), messages });
  }
  return refusals;
}

const focusable =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** What to focus in a field: the control its label names, else its first focusable element. */
export function focusTarget(field: HTMLElement): HTMLElement | null {
  const label = labelOfField(field);
  const named = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (named && field.contains(named) && named.matches(focusable)) return named;
  for (const candidate of field.querySelectorAll<HTMLElement>(focusable)) {
    if (candidate.closest(decap.fieldTopbar)) continue;
    if (candidate.getClientRects().length > 0) return candidate;
  }
  return null;
}

/** The element that scrolls the form: the nearest ancestor that can scroll vertically. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let current = element.parentElement; current; current = current.parentElement) {
    const { overflowY } = getComputedStyle(current);
    if ((overflowY === "auto" || overflowY === "scroll") && current.scrollHeight > current.clientHeight) return current;
  }
  return null;
}

/** Room kept between a revealed field and the edges of the visible form, when it has to scroll. */
const revealMargin = 8;

/**
 * The outermost folded part around the field: a list item (a board member, a photo, a
 * resource) or a group that the editor folded. Decap keeps a folded part's fields on the
 * page, hidden (`display: none`), so their messages are there to be named.
 */
function foldedAround(field: HTMLElement): HTMLElement | null {
  let folded: HTMLElement | null = null;
  for (let current: HTMLElement | null = field; current; current = current.parentElement) {
    if (current.matches(decap.controlPane)) break;
    if (getComputedStyle(current).display === "none") folded = current;
  }
  return folded;
}

/**
 * The button that unfolds a folded part: the first button before it in its item or group,
 * the arrow of the bar above it (Decap draws the arrow first, then the drag handle and the
 * remove button, then the folded summary, then the fields).
 */
function unfoldButtonOf(folded: HTMLElement): HTMLElement | null {
  for (
    let sibling = folded.parentElement?.firstElementChild;
    sibling && sibling !== folded;
    sibling = sibling.nextElementSibling
  ) {
    const button = sibling.matches("button") ? sibling : sibling.querySelector("button");
    if (button instanceof HTMLElement) return button;
  }
  return null;
}

/** Opens the folded parts around a field, outermost first, one per frame (each redraws its fields). */
function unfoldAround(field: HTMLElement, then: () => void, tries = 5): void {
  const folded = foldedAround(field);
  const button = folded && tries > 0 ? unfoldButtonOf(folded) : null;
  if (!button) {
    then();
    return;
  }
  button.click();
  requestAnimationFrame(() => unfoldAround(field, then, tries - 1));
}

/**
 * Brings the field's label and control into view above the banner, then focuses its
 * control (without the browser's own scroll, which would leave it under the banner). A
 * field inside a folded list item or group is unfolded first. A field already wholly in
 * view does not scroll: nothing on the screen moves.
 */
export function revealField(field: HTMLElement, banner: HTMLElement | null): void {
  if (foldedAround(field)) {
    unfoldAround(field, () => showField(field, banner));
    return;
  }
  showField(field, banner);
}

function showField(field: HTMLElement, banner: HTMLElement | null): void {
  const scroller = scrollerOf(field);
  if (scroller) {
    const view = scroller.getBoundingClientRect();
    const top = Math.max(view.top, 0);
    const bottom = Math.min(
      view.bottom,
      window.innerHeight,
      banner?.isConnected ? banner.getBoundingClientRect().top : Number.POSITIVE_INFINITY,
    );
    const box = field.getBoundingClientRect();
    if (box.top < top - 0.5) scroller.scrollTop -= top + revealMargin - box.top;
    else if (box.bottom > bottom + 0.5) {
      // A field taller than the view shows its top (its label and message).
      scroller.scrollTop += Math.min(box.bottom - bottom + revealMargin, box.top - top - revealMargin);
    }
  }
  focusTarget(field)?.focus({ preventScroll: true });
}

/**
 * The banner says the entry is not saved and names the refused fields, each a button, on
 * as few lines as they fit: it stays in view while the editor scrolls, so it must leave
 * the form room on a phone. Each message is at its field.
 */
function renderBanner(banner: HTMLElement, refusals: Refusal[]): void {
  const heading = document.createElement("p");
  const strong = document.createElement("strong");
  strong.textContent = "Not saved.";
  heading.append(
    strong,
    refusals.length === 1
      ? " This field needs a change (its message is under its label):"
      : ` These ${refusals.length} fields need a change (each message is under its label):`,
  );
  const list = document.createElement("ul");
  for (const refusal of refusals) {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = refusal.name;
    button.addEventListener("click", () => revealField(refusal.field, banner));
    item.append(button);
    list.append(item);
  }
  banner.replaceChildren(heading, list);
}

/** The banner's names for a set of refusals, to leave the banner alone when they did not change. */
const signature = (refusals: Refusal[]) => refusals.map((refusal) => refusal.name).join("\n");

/**
 * Lays the banner over the bottom of the form pane, as wide as the pane's content (its
 * scroll bar stays free), and keeps room at the end of the form as tall as the banner, so
 * that the form's last field can be scrolled above it. The room is added at the end,
 * below every control, so nothing moves; it only ever grows while the entry is open, so
 * that a banner closing (its last field fixed, as the editor types in it) does not pull
 * the form down under the editor's eyes.
 */
function placeBanner(banner: HTMLElement, pane: HTMLElement): void {
  const box = pane.getBoundingClientRect();
  banner.style.left = `${box.left + pane.clientLeft}px`;
  banner.style.width = `${pane.clientWidth}px`;
  const room = Math.ceil(banner.getBoundingClientRect().height);
  if (room > (Number.parseFloat(pane.style.paddingBottom) || 0)) pane.style.paddingBottom = `${room}px`;
}

/**
 * Watches the document for refused saves; returns a function that stops watching.
 * One banner at a time, in the open editor's form pane.
 */
export function watchRefusals(doc: Document = document): () => void {
  const view = doc.defaultView ?? window;
  let banner: HTMLElement | null = null;
  let shown = "";
  let scheduled = false;
  // The banner's place follows the pane's size and its own (a name fewer, a narrower window).
  const resizes = typeof view.ResizeObserver === "function" ? new view.ResizeObserver(() => place()) : null;

  function place() {
    const pane = banner?.parentElement;
    if (banner && pane) placeBanner(banner, pane);
  }

  const close = () => {
    resizes?.disconnect();
    banner?.remove();
    banner = null;
    shown = "";
  };

  /** Keeps an open banner in step with the fields' errors. */
  const sync = () => {
    scheduled = false;
    if (!banner) return;
    const pane = banner.parentElement;
    if (!banner.isConnected || !pane) return close();
    const refusals = findRefusals(pane);
    if (refusals.length === 0) return close();
    const now = signature(refusals);
    if (now !== shown) {
      renderBanner(banner, refusals);
      shown = now;
      place();
    }
  };

  /** After a save action: if fields show errors, the save was refused. */
  const afterSaveAttempt = () => {
    const pane = doc.querySelector<HTMLElement>(decap.controlPane);
    if (!pane) return false;
    const refusals = findRefusals(pane);
    if (refusals.length === 0) return false;
    if (!banner || banner.parentElement !== pane) {
      close();
      banner = doc.createElement("div");
      banner.className = bannerClass;
      banner.setAttribute("role", "alert");
      // First in the pane: the keyboard reaches its names just before the form's fields.
      pane.prepend(banner);
      resizes?.observe(pane);
      resizes?.observe(banner);
    }
    renderBanner(banner, refusals);
    shown = signature(refusals);
    placeBanner(banner, pane);
    const [first] = refusals;
    if (first) revealField(first.field, banner);
    return true;
  };

  const onAction = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
    const target = event.target instanceof Element ? event.target : null;
    const action = target?.closest<HTMLElement>('button, [role="menuitem"]');
    if (!action?.closest(decap.editorToolbar)) return;
    if (!saveActionLabel.test((action.textContent ?? "").trim())) return;
    // Decap validates during the click and draws the errors in the next frames.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (!afterSaveAttempt()) setTimeout(afterSaveAttempt, 250);
      }),
    );
  };

  const observer = new MutationObserver(() => {
    if (banner && !scheduled) {
      scheduled = true;
      requestAnimationFrame(sync);
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true, characterData: true });
  view.addEventListener("resize", place);
  // A pointer's click, or the keyboard's Enter or Space on a menu item (Decap's menus act on keydown).
  doc.addEventListener("click", onAction, true);
  doc.addEventListener("keydown", onAction, true);
  return () => {
    observer.disconnect();
    doc.removeEventListener("click", onAction, true);
    doc.removeEventListener("keydown", onAction, true);
    view.removeEventListener("resize", place);
    close();
  };
}
