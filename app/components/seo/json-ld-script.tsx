import type { JsonLdText } from "~/seo/json-ld";

/**
 * Prints structured data (built and serialized by seo/json-ld.ts in a loader) as a
 * JSON-LD block. Keep the type exact: the post-build step hashes every inline script for
 * the CSP except `application/ld+json` data blocks, which browsers never execute.
 */
export function JsonLdScript({ json }: { json: JsonLdText }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our own loaders, escaped by serializeJsonLd
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
