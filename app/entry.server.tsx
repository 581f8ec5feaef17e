/**
 * Renders each page to HTML at build time (the site is prerendered; nothing runs on a
 * server). Unlike React Router's default entry, every document is written whole, as
 * crawlers and visitors without JavaScript need it:
 * - `onAllReady`: the HTML holds the complete page, not a shell that scripts fill in;
 * - `progressiveChunkSize: Infinity`: React would otherwise move large Suspense
 *   boundaries (React Router's own, around the page data) out of place, into a
 *   `<div hidden>` plus inline scripts that reveal them on the next animation frame.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/** How long a render may take before React gives up on unfinished boundaries. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        // A failed page answers 500, which stops the prerender. Errors in the shell reject
        // the render and React Router reports them; later ones are reported here.
        status = 500;
        // biome-ignore lint/suspicious/noConsole: a page that fails to render must show in the build output
        if (shellRendered) console.error(error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
