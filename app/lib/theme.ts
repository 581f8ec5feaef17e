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
  const config = JSON.stringify({ key: themeStorageKey, control: `[${themeControlAttribute}]`, colours });
  return `(({key,control,colours})=>{
const root=document.documentElement;
let choice="system";
let metas=[];
const show=()=>{for(const input of document.querySelectorAll(control+" input"))input.checked=input.value===choice};
const apply=(value)=>{
choice=value==="light"||value==="dark"?value:"system";
if(choice==="system")delete root.dataset.theme;else root.dataset.theme=choice;
for(const meta of metas)meta.remove();
metas=(choice==="system"?["light","dark"]:[choice]).map((theme)=>{
const meta=document.createElement("meta");
meta.name="theme-color";
meta.content=colours[theme];
if(choice==="system")meta.media="(prefers-color-scheme: "+theme+")";
document.head.append(meta);
return meta;
});
show();
};
try{apply(localStorage.getItem(key))}catch{apply(null)}
document.addEventListener("DOMContentLoaded",show);
addEventListener("storage",(event)=>{if(event.key===key)apply(event.newValue)});
document.addEventListener("change",(event)=>{
if(!event.target.closest?.(control))return;
apply(event.target.value);
try{choice==="system"?localStorage.removeItem(key):localStorage.setItem(key,choice)}catch{}
});
})(${config})`;
}
