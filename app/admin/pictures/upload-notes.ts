/**
 * What the upload check did to each picture it shrank or converted in this visit of
 * /admin ("… was converted to JPEG …"), by the uploaded file's name, so the image field
 * that takes the picture says it too. Decap names an upload in lower case
 * (its persistMedia), so names are compared in lower case.
 */
const notes = new Map<string, string>();

const nameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1).toLowerCase();

export function rememberUploadNote(fileName: string, note: string): void {
  notes.set(nameOf(fileName), note);
}

/** The note of the upload behind a field's path, if the upload check changed it. */
export function uploadNoteFor(path: string): string | undefined {
  return path ? notes.get(nameOf(path)) : undefined;
}
