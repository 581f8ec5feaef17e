/** The site's look and language: code, not content (editors change the texts in content/site.yaml). */
export const brand = {
  /** The browser's toolbar colour on phones: the brand red. */
  themeColor: "#b8102e",
  /** The language of every page. */
  locale: "en",
} as const;
