/**
 * The site's font in the preview iframe. app/styles/fonts.css declares Inter with
 * `font-display: optional`: a page uses it only when it has arrived within a moment of
 * the first paint, and otherwise keeps the system font for that visit. A preview iframe is
 * drawn the moment an editor opens an entry, and would mostly miss that moment. So the
 * font file the stylesheet names first (its Latin part) is fetched once with /admin, and
 * each preview document gets it as a font face that is loaded already: the preview shows
 * the letters visitors see.
 */
import { useEffect } from "react";
import { fontFamily, fontWeights } from "~/styles/font-faces";
import interLatin from "~/styles/fonts/inter-latin.woff2?url";

let fontData: Promise<ArrayBuffer> | undefined;

/** The font file's bytes, fetched once. */
export function loadSiteFont(): Promise<ArrayBuffer> {
  fontData ??= fetch(interLatin).then((response) => {
    if (!response.ok) throw new Error(`The site's font answered HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  return fontData;
}

/** Adds the loaded font to `target` (the preview iframe's document) once. */
export function useSiteFont(target: Document | undefined): void {
  useEffect(() => {
    const FontFaceOfFrame = target?.defaultView?.FontFace;
    if (!target || !FontFaceOfFrame) return;
    let current = true;
    loadSiteFont().then(
      (data) => {
        if (!current || target.documentElement.dataset.siteFont === "loaded") return;
        // Created in the iframe's own window: a font face belongs to the document set it is added to.
        target.fonts.add(
          new FontFaceOfFrame(fontFamily, data, {
            weight: `${fontWeights.min} ${fontWeights.max}`,
            style: "normal",
          }),
        );
        target.documentElement.dataset.siteFont = "loaded";
      },
      // Without it the stylesheet's own @font-face still applies.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [target]);
}
