// @vitest-environment jsdom
/**
 * The upload check on a page shaped like Decap's media library (the upload input and
 * dialog that decap/editor-dom.ts names): Decap's own listener, on its root as React's
 * is, sees only what the check passes on.
 */
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { UploadOutcome } from "./fit-upload";
import { noticeClass, watchUploads } from "./upload-check";
import { uploadNoteFor } from "./upload-notes";

/** jsdom has no DataTransfer: a list of files is all the check needs of it. */
class FakeDataTransfer {
  readonly list: File[] = [];
  readonly items = { add: (file: File) => this.list.push(file) };
  get files() {
    return this.list;
  }
}

let stop: () => void = () => {};
beforeEach(() => {
  vi.stubGlobal("DataTransfer", FakeDataTransfer);
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** Decap's dialog (react-modal's content), its top row and upload button, and Decap's listener on its root. */
function mediaLibrary() {
  document.body.innerHTML = `
    <div id="nc-root">
      <div role="dialog">
        <div class="top"><div class="row"><div class="buttons">
          <label class="nc-fileUploadButton"><span>Upload</span><input type="file" /></label>
        </div></div></div>
        <div class="cards"></div>
      </div>
    </div>`;
  const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  let files: unknown = [];
  Object.defineProperty(input, "files", { get: () => files, set: (given) => (files = given), configurable: true });
  const uploaded: File[] = [];
  document.getElementById("nc-root")?.addEventListener("change", (event) => {
    const [file] = (event.target as HTMLInputElement).files as unknown as File[];
    if (file) uploaded.push(file);
  });
  const choose = (file: File) => {
    files = [file];
    input.dispatchEvent(new Event("change", { bubbles: true }));
  };
  const notice = () => document.querySelector(`.top > .${noticeClass}`);
  return { input, uploaded, choose, notice };
}

const settle = () =>
  vi.waitFor(() =>
    expect(document.querySelector(`.${noticeClass}[role="status"]`)?.textContent ?? "").not.toMatch(/…$/),
  );

test("a refused file never reaches Decap: the dialog says why, as an alert", async () => {
  const page = mediaLibrary();
  stop = watchUploads(
    document,
    async (): Promise<UploadOutcome> => ({ kind: "refused", message: "minutes.pdf is a PDF file" }),
  );
  page.choose(new File(["%PDF"], "minutes.pdf"));
  await vi.waitFor(() => expect(page.notice()?.getAttribute("role")).toBe("alert"));
  expect(page.notice()?.textContent).toBe("Not uploaded: minutes.pdf is a PDF file.");
  expect(page.uploaded).toEqual([]);
});

test("a file made to fit reaches Decap in place of the chosen one, and the dialog and the field say what was done", async () => {
  const page = mediaLibrary();
  const fitted = new File(["jpeg"], "IMG_0042.jpg", { type: "image/jpeg" });
  const note = "IMG_0042.HEIC was converted to JPEG: IMG_0042.jpg.";
  stop = watchUploads(document, async () => ({ kind: "changed", file: fitted, note }));
  page.choose(new File(["heic"], "IMG_0042.HEIC"));
  await vi.waitFor(() => expect(page.uploaded).toEqual([fitted]));
  expect(page.notice()?.getAttribute("role")).toBe("status");
  expect(page.notice()?.textContent).toBe(note);
  expect(uploadNoteFor("../images/blog/img_0042.jpg")).toBe(note);
});

test("a file kept as it is reaches Decap once, with no notice left", async () => {
  const page = mediaLibrary();
  const file = new File(["jpeg"], "stage.jpg", { type: "image/jpeg" });
  stop = watchUploads(document, async () => ({ kind: "kept", file }));
  page.choose(file);
  await vi.waitFor(() => expect(page.uploaded).toEqual([file]));
  await settle();
  expect(page.notice()).toBeNull();
});
