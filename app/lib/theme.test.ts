import { JSDOM } from "jsdom";
import { expect, test } from "vitest";
import { themeControlAttribute, themeScript, themeStorageKey } from "./theme";

const colours = { light: "#b8102e", dark: "#1c1a23" };

/**
 * A page as the site's are: the theme script in the <head>, two Theme controls (the
 * header's and the mobile menu's) in the body, with no radio checked. `stored` is what
 * localStorage holds before the page loads; `storage: false` is a browser that refuses it.
 */
async function page({ stored, storage = true }: { stored?: string; storage?: boolean } = {}) {
  const control = (name: string) =>
    `<fieldset ${themeControlAttribute}>${["system", "light", "dark"]
      .map((value) => `<input type="radio" name="${name}" value="${value}">`)
      .join("")}</fieldset>`;
  const dom = new JSDOM(
    `<!DOCTYPE html><html><head><script>${themeScript(colours)}</script></head><body><script>window.themeAtBody = document.documentElement.dataset.theme</script>${control("a")}${control("b")}</body></html>`,
    {
      url: "https://site.test/",
      runScripts: "dangerously",
      beforeParse(window) {
        if (stored !== undefined) window.localStorage.setItem(themeStorageKey, stored);
        if (!storage) {
          Object.defineProperty(window, "localStorage", {
            get() {
              throw new window.DOMException("The operation is insecure.", "SecurityError");
            },
          });
        }
      },
    },
  );
  const { document } = dom.window;
  // jsdom parses the string at once and fires DOMContentLoaded and load right after.
  await new Promise((resolve) => dom.window.addEventListener("load", resolve, { once: true }));
  return {
    /** data-theme as it was when the parser reached the <body>. */
    themeAtBody: (dom.window as unknown as { themeAtBody?: string }).themeAtBody,
    window: dom.window,
    theme: () => document.documentElement.dataset.theme,
    toolbar: () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map(({ content, media }) =>
        media ? `${content} ${media}` : content,
      ),
    checked: () =>
      [...document.querySelectorAll<HTMLInputElement>("input:checked")].map(({ name, value }) => `${name}:${value}`),
    choose: (name: string, value: string) => {
      const input = document.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
      if (!input) throw new Error(`no radio ${name}:${value}`);
      input.checked = true;
      input.dispatchEvent(new dom.window.Event("change", { bubbles: true }));
    },
    stored: () => dom.window.localStorage.getItem(themeStorageKey),
  };
}

test("with nothing stored the device decides: no data-theme, a toolbar colour per appearance, System checked", async () => {
  const site = await page();
  expect(site.theme()).toBeUndefined();
  expect(site.toolbar()).toEqual(["#b8102e (prefers-color-scheme: light)", "#1c1a23 (prefers-color-scheme: dark)"]);
  expect(site.checked()).toEqual(["a:system", "b:system"]);
});

test.each([
  ["dark", "#1c1a23"],
  ["light", "#b8102e"],
])("a stored %s applies before the body is parsed and checks its radio in every control", async (choice, toolbar) => {
  const site = await page({ stored: choice });
  expect(site.themeAtBody).toBe(choice);
  expect(site.theme()).toBe(choice);
  expect(site.toolbar()).toEqual([toolbar]);
  expect(site.checked()).toEqual([`a:${choice}`, `b:${choice}`]);
});

test("a stored value that is no choice counts as System", async () => {
  const site = await page({ stored: "sepia" });
  expect(site.theme()).toBeUndefined();
  expect(site.checked()).toEqual(["a:system", "b:system"]);
});

test("a choice made in either control applies, shows in both and is stored; System forgets it", async () => {
  const site = await page();
  site.choose("b", "dark");
  expect(site.theme()).toBe("dark");
  expect(site.toolbar()).toEqual(["#1c1a23"]);
  expect(site.checked()).toEqual(["a:dark", "b:dark"]);
  expect(site.stored()).toBe("dark");

  site.choose("a", "light");
  expect(site.theme()).toBe("light");
  expect(site.checked()).toEqual(["a:light", "b:light"]);
  expect(site.stored()).toBe("light");

  site.choose("a", "system");
  expect(site.theme()).toBeUndefined();
  expect(site.toolbar()).toHaveLength(2);
  expect(site.stored()).toBeNull();
});

test("a change of another form field is left alone", async () => {
  const site = await page({ stored: "dark" });
  const other = site.window.document.createElement("input");
  other.value = "light";
  site.window.document.body.append(other);
  other.dispatchEvent(new site.window.Event("change", { bubbles: true }));
  expect(site.theme()).toBe("dark");
});

test("a choice made in another tab applies here", async () => {
  const site = await page();
  const { window } = site;
  window.dispatchEvent(new window.StorageEvent("storage", { key: themeStorageKey, newValue: "dark" }));
  expect(site.theme()).toBe("dark");
  expect(site.checked()).toEqual(["a:dark", "b:dark"]);
  window.dispatchEvent(new window.StorageEvent("storage", { key: themeStorageKey, newValue: null }));
  expect(site.theme()).toBeUndefined();
});

test("where localStorage is refused the device decides, and a choice still applies to the page", async () => {
  const site = await page({ storage: false });
  expect(site.theme()).toBeUndefined();
  site.choose("a", "dark");
  expect(site.theme()).toBe("dark");
  expect(site.checked()).toEqual(["a:dark", "b:dark"]);
});
