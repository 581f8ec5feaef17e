/**
 * Saving a file from a URL under a chosen name. A plain `<a download>` ignores the
 * name for some responses and navigates instead, so the file is fetched, turned into
 * a blob and saved through a temporary object URL.
 */

/** File name of a gallery download: 'SR-Photo-2025-3.png' (the extension follows the original). */
export function photoFileName(year: string, number: number, originalUrl = ""): string {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(originalUrl)?.[1]?.toLowerCase() ?? "png";
  return `SR-Photo-${year}-${number}.${extension}`;
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const href = URL.createObjectURL(blob);
  const anchor = doc.createElement("a");
  anchor.href = href;
  anchor.download = fileName;
  anchor.hidden = true;
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoking right away can cancel the download in some browsers; the next task is safe.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** GETs `url` and saves the response as `fileName`; rejects on a network error or a non-2xx answer. */
export async function downloadFile(
  url: string,
  fileName: string,
  { fetchImpl = fetch, doc = document }: { fetchImpl?: typeof fetch; doc?: Document } = {},
): Promise<void> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`Download of ${url} failed: HTTP ${response.status}`);
  saveBlob(await response.blob(), fileName, doc);
}
