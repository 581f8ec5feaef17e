/**
 * JSON-LD as the text of its <script> block. Loaders serialize the structured data at
 * build time, so the page's hydration data carries one string instead of every node of
 * the object, and the browser does no JSON work to show it again.
 */

/** JSON-LD text made safe for a <script> block by serializeJsonLd (and only by it). */
export type JsonLdText = string & { readonly __brand: "JsonLdText" };

const unsafeCharacters: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON that is safe inside a <script> element: '<' (and '>', '&') become \u escapes, so
 * a value containing '</script>' or '<!--' cannot end the block early. JSON parsers read
 * the escapes back as the same characters.
 */
export function serializeJsonLd(data: object): JsonLdText {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => unsafeCharacters[character] ?? character,
  ) as JsonLdText;
}
