/**
 * The built /admin, served as `npm start` serves it: Decap CMS loads under the page's own
 * CSP without a single violation or console error and shows its GitHub sign-in (the
 * production backend), with the headers and the noindex of ADR 011; the HEIC decoder of
 * the upload check (ADR 044) runs under that CSP from /admin's own files.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { expectedAdminHeaders } from "../delivery-contract";
import { iphoneHeic } from "./cms/phone-photos";
import { sites } from "./sites.mjs";

/** The /admin CSP, written out: loosening scripts/security-headers.mjs fails here. */
const expectedAdminCsp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "manifest-src 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "base-uri 'self'",
].join("; ");

/** Collects the page's console errors, page errors and CSP violations. */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.text().startsWith("CSP violation")) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  // A violation is reported as an event in the page; it is written to the console.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.warn(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`);
    });
  });
  return problems;
}

test("/admin loads Decap under its CSP: no violation, no console error, the GitHub sign-in", async ({ page }) => {
  const problems = await watchProblems(page);

  const response = await page.goto("/admin/");
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  for (const [name, value] of Object.entries(expectedAdminHeaders)) expect(headers[name], name).toBe(value);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute("content", expectedAdminCsp);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  await expect(page.getByRole("button", { name: /Login with GitHub/i })).toBeVisible({ timeout: 30_000 });
  expect(problems).toEqual([]);
});

test("/admin converts an iPhone HEIC under its CSP: the decoder and its worker come from /admin itself", async ({
  page,
  baseURL,
}) => {
  const problems = await watchProblems(page);
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  // The HEIC decoder is a chunk of its own (app/admin/pictures/fit-upload.ts imports it on a HEIC upload).
  const assets = path.join(sites.shipped.buildDir, "client/admin/assets");
  const decoder = fs.readdirSync(assets).find((name) => /^heic-to-.*\.js$/.test(name));
  expect(decoder, "the built /admin has the HEIC decoder's chunk").toBeDefined();
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: /Login with GitHub/i })).toBeVisible({ timeout: 30_000 });
  const heic = await iphoneHeic();
  const size = await page.evaluate(
    async ({ url, base64 }) => {
      const { heicTo } = (await import(url)) as {
        heicTo: (args: { blob: Blob; type: "bitmap" }) => Promise<ImageBitmap>;
      };
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await heicTo({ blob: new Blob([bytes]), type: "bitmap" });
      return `${bitmap.width}×${bitmap.height}`;
    },
    { url: `/admin/assets/${decoder}`, base64: heic.buffer.toString("base64") },
  );
  expect(size, "the stored pixels of the HEIC, decoded").toBe("600×450");
  const elsewhere = fetched.filter((url) => !url.startsWith(`${baseURL}/`) && !/^(blob|data):/.test(url));
  expect(elsewhere, "nothing from another origin").toEqual([]);
  expect(fetched.some((url) => url.endsWith(`/admin/assets/${decoder}`))).toBe(true);
  expect(problems).toEqual([]);
});

test("/admin is not in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toMatch(/\/admin\b/);
});
