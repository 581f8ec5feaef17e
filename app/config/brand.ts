/** The site's look and language: code, not content (editors change the texts in content/site.yaml). */
export const brand = {
  /** The browser's toolbar colour on phones in the light theme (and the web manifest's): the brand red. */
  themeColor: "#b8102e",
  /** The toolbar colour in the dark theme: the dark theme's header (`--color-card` of its tokens, app/styles/app.css). */
  darkThemeColor: "#1c1a23",
  /** The language of every page. */
  locale: "en",
} as const;
