/**
 * The /admin previews show the light theme whatever the editor's device prefers (ADR 049):
 * app/admin/previews/preview.css imports the site's stylesheet and defines its `dark`
 * variant as never matching. Both stylesheets are compiled here with Tailwind, as the two
 * Vite builds compile them, and compared.
 */
import fs from "node:fs";
import path from "node:path";
import { compile } from "tailwindcss";
import { expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

async function compiled(file: string): Promise<string> {
  const entry = path.join(root, file);
  const compiler = await compile(fs.readFileSync(entry, "utf8"), {
    base: path.dirname(entry),
    async loadStylesheet(id, base) {
      const resolved =
        id === "tailwindcss" ? path.join(root, "node_modules/tailwindcss/index.css") : path.resolve(base, id);
      return { path: resolved, base: path.dirname(resolved), content: fs.readFileSync(resolved, "utf8") };
    },
  });
  // A page's class with a `dark:` variant (the header's Theme icon), beside the tokens' own dark block.
  return compiler.build(["dark:hidden", "bg-card", "text-ink"]);
}

test("the site's stylesheet has the dark theme, on screen only", async () => {
  const css = await compiled("app/styles/app.css");
  expect(css).toContain('[data-theme="dark"]');
  expect(css).toMatch(/prefers-color-scheme: dark/);
  expect(css).toMatch(/@media screen\s*\{\s*&:where\(\[data-theme="dark"\]/);
});

test("the previews' stylesheet has no dark rule at all", async () => {
  const css = await compiled("app/admin/previews/preview.css");
  expect(css).toContain("--color-card");
  expect(css).not.toContain("data-theme");
  expect(css).not.toMatch(/prefers-color-scheme/);
});
