/**
 * Prints structured data (built by lib/structured-data.ts in a loader) as a JSON-LD
 * block. Keep the type exact: the post-build step hashes every inline script for the
 * CSP except `application/ld+json` data blocks, which browsers never execute.
 */

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
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => unsafeCharacters[character] ?? character);
}

export function JsonLd({ data }: { data: object }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our own loaders, escaped by serializeJsonLd
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
