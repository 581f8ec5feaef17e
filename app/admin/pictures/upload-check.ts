/**
 * Every upload of /admin's media library — the Images dialog of an image field, the
 * picture button of an article's text, the top bar's Media page — passes here before
 * Decap sees it. Decap uploads a file the moment it is chosen (the Media page writes it to
 * the repository at once; in an entry it is written with the entry's next save) and lets
 * an editor choose whatever was uploaded, so a file the site cannot use must be stopped
 * before Decap has it:
 *
 * - the file input's `change` is caught first (a listener of the document, in the capture
 *   phase, before Decap's React root) and held back from Decap;
 * - fit-upload.ts decides: kept, made to fit (shrunk, converted from HEIC) or refused;
 * - a refused file never reaches Decap: the dialog says at once why, under its buttons,
 *   and nothing new is listed or selected, so "Choose selected" stays as it was;
 * - a kept or made-to-fit file is put in the input in place of the chosen one and the
 *   `change` sent again for Decap, which uploads it as its own; the dialog (and later the
 *   image field that takes it) says what was done.
 *
 * Where Decap's input and dialog are is the adapter's to know (decap/editor-dom.ts).
 */
import { mediaLibrary } from "../decap/adapter";
import { fitUpload, isHeic, type UploadOutcome } from "./fit-upload";
import { rememberUploadNote } from "./upload-notes";

export const noticeClass = "site-upload-notice";

type Tone = "working" | "done" | "refused";

const toneStyle: Record<Tone, string> = {
  working: "color: #3d4451; background: #f1f3f6; border-left: 4px solid #798291;",
  done: "color: #1c4d2b; background: #eef8f1; border-left: 4px solid #2f8f4e;",
  refused: "color: #8a0020; background: #fff4f4; border-left: 4px solid #b8002a;",
};

/**
 * Says `text` in the dialog of `input`, at the end of its top row (under the upload button,
 * the search and the actions): a status while working or after a change, an alert for a
 * refusal. One notice per dialog, replaced by the next.
 */
function say(input: HTMLInputElement, tone: Tone, text: string): void {
  const top = mediaLibrary.top(input);
  if (!top) return;
  let notice = top.querySelector<HTMLElement>(`:scope > .${noticeClass}`);
  if (!notice) {
    notice = document.createElement("p");
    notice.className = noticeClass;
    top.append(notice);
  }
  notice.setAttribute("role", tone === "refused" ? "alert" : "status");
  notice.setAttribute(
    "style",
    `${toneStyle[tone]} margin: 0; padding: 8px 12px; text-align: left; font-size: 14px; line-height: 1.45; border-radius: 4px;`,
  );
  notice.textContent = text;
}

/** Hands Decap the file it may upload, as if the editor had chosen it. */
function passOn(input: HTMLInputElement, file: File, passing: WeakSet<Event>): void {
  const files = new DataTransfer();
  files.items.add(file);
  input.files = files.files;
  const change = new Event("change", { bubbles: true });
  passing.add(change);
  input.dispatchEvent(change);
}

async function check(input: HTMLInputElement, file: File, passing: WeakSet<Event>, prepare: typeof fitUpload) {
  say(input, "working", isHeic(file) ? `Converting ${file.name} to JPEG…` : `Checking ${file.name}…`);
  let outcome: UploadOutcome;
  try {
    outcome = await prepare(file);
  } catch {
    outcome = {
      kind: "refused",
      message: `${file.name} could not be prepared for the site → try again, or save it as JPEG first`,
    };
  }
  // The dialog may have been closed meanwhile: then nothing is uploaded.
  if (!input.isConnected) return;
  if (outcome.kind === "refused") {
    say(input, "refused", `Not uploaded: ${outcome.message}.`);
    input.value = "";
    return;
  }
  if (outcome.kind === "changed") {
    rememberUploadNote(outcome.file.name, outcome.note);
    say(input, "done", outcome.note);
  } else {
    mediaLibrary.top(input)?.querySelector(`:scope > .${noticeClass}`)?.remove();
  }
  passOn(input, outcome.file, passing);
}

/** Watches the media library's uploads from now on; returns a function that stops watching. */
export function watchUploads(doc: Document = document, prepare: typeof fitUpload = fitUpload): () => void {
  const passing = new WeakSet<Event>();
  // One upload at a time, in the order chosen.
  let queue: Promise<void> = Promise.resolve();
  const onChange = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches(mediaLibrary.uploadInput)) return;
    if (passing.has(event)) return;
    const file = input.files?.[0];
    if (!file) return;
    event.stopImmediatePropagation();
    queue = queue.then(() => check(input, file, passing, prepare));
  };
  doc.addEventListener("change", onChange, true);
  return () => doc.removeEventListener("change", onChange, true);
}

/** For the site's extensions (extensions.ts): the upload check works on Decap's page, not its CMS object. */
export function registerUploadCheck(_cms: unknown): void {
  watchUploads();
}
