/**
 * The stylesheet of Decap's editor page (not of the previews, which get the site's own):
 * written here, from decap-dom.ts's selectors, so that every dependence on Decap's
 * elements stays in that one module; installStyles() adds it to /admin's page only.
 * Every rule starts with Decap's root (#nc-root), which outranks Emotion's one-class rules
 * whatever the order of the style elements; `!important` only against inline styles
 * (react-split-pane sets its panes' sizes in the style attribute).
 */
import { decap } from "../decap/adapter";
import { bannerClass } from "./refusals";

const root = decap.root;

/** Below this width Decap's editor (at least 800 px wide) is laid out for a phone. */
export const phoneWidth = 799;

/** Decap's red is too light for small text on white; this one reads (contrast above 6:1). */
const errorText = "#b8002a";

/**
 * A field's messages sit under its label, in room kept for them above the label: the label
 * row is always tall enough for the label and two lines of messages (three on a phone,
 * where the content check's longer messages wrap to three), its content at the bottom, so a
 * message pushes the label up into that room and nothing below it moves. (Decap puts the
 * messages beside the label, and the form shifts when they wrap.) A longer message still
 * shows whole; the form then moves by the extra lines.
 */
const fieldMessages = `
${root} ${decap.field} {
  margin-top: 4px;
}
${root} ${decap.fieldTopbar} {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: flex-end;
  gap: 0;
  min-height: 60px;
}
@media (max-width: ${phoneWidth}px) {
  ${root} ${decap.fieldTopbar} {
    min-height: 76px;
  }
}
${root} ${decap.fieldErrors} {
  align-self: stretch;
  order: 2;
  margin: 0;
  padding: 3px 0 4px;
  color: ${errorText};
  font-size: 13px;
  line-height: 16px;
  font-weight: 600;
  text-align: left;
  text-transform: none;
}
`;

/**
 * The banner that lists the refused fields: over the bottom of the form pane, fixed to the
 * window, so that it moves no control when it opens (refusals.ts sets its left edge and
 * width to the pane's, and keeps room for it at the end of the form). Decap's toasts show
 * at the top right and its dialogs above everything, so neither meets it.
 */
const banner = `
${root} .${bannerClass} {
  position: fixed;
  bottom: 0;
  left: 0;
  z-index: 250;
  box-sizing: border-box;
  max-height: 40vh;
  overflow-y: auto;
  margin: 0;
  padding: 10px 16px;
  border-top: 3px solid ${errorText};
  background: #fff4f4;
  color: #1e2532;
  font-size: 14px;
  line-height: 1.45;
  box-shadow: 0 -2px 6px rgba(68, 74, 87, 0.15);
}
${root} .${bannerClass} p {
  margin: 0 0 4px;
}
${root} .${bannerClass} ul {
  display: flex;
  flex-wrap: wrap;
  gap: 2px 14px;
  margin: 0;
  padding: 0;
  list-style: none;
}
${root} .${bannerClass} button {
  padding: 0;
  border: 0;
  background: none;
  color: ${errorText};
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
}
${root} .${bannerClass} button:focus-visible {
  outline: 2px solid #3a69c7;
  outline-offset: 2px;
}
`;

/** The toolbar's first row on a phone: the back link and the account menu. */
const toolbarRowHeight = 56;

/**
 * The editor on a phone: nothing wider than the screen, the toolbar in rows (the back link
 * and the account menu, then the actions: Publish and Delete, or Save, Status, Publish and
 * Delete in the editorial workflow, on as many rows as they need), the preview toggles in
 * a row of their own, and the preview below the form in one scroll.
 *
 * The toolbar takes its place in the page's flow above the editor (Decap lays it over a
 * fixed 66 px of padding), so rows of actions push the form down instead of being clipped.
 * No box around an action clips or scrolls: Publish and Status open their menus below
 * themselves (Decap's dropdowns are absolutely placed inside the toolbar), and a menu
 * item must be drawn where a finger can tap it. A strip that scrolled sideways clipped the
 * open menu to a thin line (overflow-x: auto clips vertically too).
 */
const phone = `
@media (max-width: ${phoneWidth}px) {
  ${root} ${decap.editorContainer} {
    display: flex;
    flex-direction: column;
    min-width: 0;
    padding-top: 0;
  }
  ${root} ${decap.editorToolbar} {
    position: relative;
    flex: none;
    min-width: 0;
    height: auto;
    flex-wrap: wrap;
  }
  ${root} ${decap.editorToolbar} > :first-child {
    flex: 1 1 0;
    min-width: 0;
    height: ${toolbarRowHeight}px;
    padding: 0 12px;
    overflow: hidden;
  }
  ${root} ${decap.editorToolbar} > :first-child div {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${root} ${decap.editorToolbar} > :last-child {
    height: ${toolbarRowHeight}px;
  }
  ${root} ${decap.editorToolbar} > :nth-child(2) {
    order: 3;
    flex: 1 0 100%;
    flex-wrap: wrap;
    height: auto;
    min-height: 52px;
    min-width: 0;
    padding: 6px 4px;
    border-top: 1px solid #dfdfe3;
  }
  ${root} ${decap.editorToolbar} > :nth-child(2) > * {
    flex-wrap: wrap;
    row-gap: 8px;
  }
  ${root} ${decap.editorBody} {
    display: flex;
    flex-direction: column;
    flex: 1 1 auto;
    width: 100%;
    min-height: 0;
    height: auto;
  }
  ${root} ${decap.viewControls} {
    position: static;
    display: flex;
    justify-content: flex-end;
    gap: 8px;
    padding: 6px 8px 0;
  }
  ${root} ${decap.viewControls} > * {
    margin: 0 0 6px;
  }
  ${root} ${decap.editorBody} > :last-child {
    position: relative;
    flex: 1 1 auto;
    min-height: 0;
  }
  ${root} ${decap.splitPane} {
    flex-direction: column !important;
    overflow-x: hidden !important;
    overflow-y: auto !important;
  }
  ${root} ${decap.formPane} {
    flex: none !important;
    width: auto !important;
    height: auto !important;
  }
  ${root} ${decap.formPane} > ${decap.controlPane} {
    height: auto;
    overflow: visible;
    overflow-x: clip;
  }
  ${root} ${decap.previewPane} {
    flex: none !important;
    width: auto !important;
    height: 100% !important;
    border-top: 2px solid #dfdfe3;
  }
  ${root} ${decap.splitResizer} {
    display: none;
  }
}
`;

export const chromeStyles = [fieldMessages, banner, phone].join("\n");

/** Adds the stylesheet to the page once. */
export function installStyles(doc: Document = document): void {
  const id = "site-editor-chrome";
  if (doc.getElementById(id)) return;
  const style = doc.createElement("style");
  style.id = id;
  style.textContent = chromeStyles;
  doc.head.append(style);
}
