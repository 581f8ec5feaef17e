/**
 * The site's colour theme (ADR 049). The visitor chooses one of three: follow the device's
 * appearance ("system", the default), or always light, or always dark. The choice is
 * remembered in this browser (localStorage) and applied by a small inline script in the
 * <head> of every page (`themeScript`), before anything is drawn: the prerendered HTML
 * cannot know it. The stylesheet reads it from <html>'s `data-theme` ("light" or "dark";
 * absent for "system", where `prefers-color-scheme` decides, as it does without JavaScript).
 */

export const themeChoices = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeLabels: Record<ThemeChoice, string> = { system: "System", light: "Light", dark: "Dark" };

/** The localStorage key of a stored choice; "system" is stored as no key at all. */
export const themeStorageKey = "theme";

/**
 * Marks each group of the Theme control's radio buttons (the header's and the mobile
 * menu's): the theme script applies a change in any of them and keeps all of them showing
 * the current choice, before hydration too. React renders the radios without `checked`.
 */
export const themeControlAttribute = "data-theme-control";

/** The browser's toolbar colour (`<meta name="theme-color">`) in each theme. */
export type ThemeColours = { light: string; dark: string };

/**
 * The inline script, run in the <head> before the page is drawn:
 * - reads the stored choice and states it on <html> (`data-theme`);
 * - writes the toolbar colour: one `<meta name="theme-color">` per theme with its media
 *   query for "system", a single one for an explicit choice (the <noscript> copy of the
 *   pair, root.tsx, serves visitors without JavaScript);
 * - once the document is parsed, checks the radio of the current choice in every Theme
 *   control;
 * - applies and stores a choice made in any Theme control (a `change` listened for on the
 *   document, so the control works before the page has hydrated), and one made in
 *   another tab (`storage`).
 * Its SHA-256 goes into each page's Content-Security-Policy with the page's other inline
 * scripts (scripts/postbuild.mjs): no 'unsafe-inline'. A stored value that is not a
 * choice counts as "system"; where localStorage is unavailable the choice lasts the page.
 */
export function themeScript(colours: ThemeColours): string {
  // Written small, as it is in every page: c = the current choice, m = its <meta>s,
  // show() checks the radios, apply() states a choice.
  const config = JSON.stringify([themeStorageKey, `[${themeControlAttribute}] input`, colours]);
  return `((k,q,t)=>{let d=document,r=d.documentElement,c,m=[],s;const show=()=>{for(const i of d.querySelectorAll(q))i.checked=i.value==c},apply=v=>{c=v=="light"||v=="dark"?v:"system";c=="system"?delete r.dataset.theme:r.dataset.theme=c;for(const e of m)e.remove();m=(c=="system"?["light","dark"]:[c]).map(n=>{const e=d.createElement("meta");e.name="theme-color";e.content=t[n];if(c=="system")e.media="(prefers-color-scheme: "+n+")";d.head.append(e);return e});show()};try{s=localStorage;apply(s.getItem(k))}catch{apply()}d.addEventListener("DOMContentLoaded",show);addEventListener("storage",e=>e.key==k&&apply(e.newValue));d.addEventListener("change",e=>{if(!e.target.matches(q))return;apply(e.target.value);try{c=="system"?s.removeItem(k):s.setItem(k,c)}catch{}})})(...${config})`;
}
