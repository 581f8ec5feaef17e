/**
 * In the browser, the data of a page of a listing's archive (ADR 052), for a link to the
 * page and for the listing's filter that loads it (useArchivePage): its `.data` file, or,
 * when that did not arrive, that it failed, so the filter says so rather than the whole
 * listing breaking. A path that was never prerendered arrives as the not-found document and
 * answers 404 without requesting data (isNotFoundDocument).
 */
import { data } from "react-router";
import { isNotFoundDocument } from "./not-found-document";

export type ArchivePageFailed = { path: string; failed: true };

export async function loadArchivePage<Data>({
  request,
  serverLoader,
}: {
  request: Request;
  serverLoader: () => Promise<Data>;
}): Promise<Data | ArchivePageFailed> {
  if (isNotFoundDocument(request.url)) throw data(null, { status: 404, statusText: "Not Found" });
  try {
    return await serverLoader();
  } catch (error) {
    console.warn(error);
    return { path: new URL(request.url).pathname, failed: true };
  }
}
