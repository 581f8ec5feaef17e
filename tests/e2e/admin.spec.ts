/**
 * The built /admin, served as `npm start` serves it: Decap CMS loads under the page's own
 * CSP without a single violation or console error and shows its GitHub sign-in (the
 * production backend), with the headers and the noindex of ADR 011.
 */
import { expect, test } from "@playwright/test";
import { expectedAdminHeaders } from "../delivery-contract";

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

test("/admin loads Decap under its CSP: no violation, no console error, the GitHub sign-in", async ({ page }) => {
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

  const response = await page.goto("/admin/");
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  for (const [name, value] of Object.entries(expectedAdminHeaders)) expect(headers[name], name).toBe(value);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute("content", expectedAdminCsp);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  await expect(page.getByRole("button", { name: /Login with GitHub/i })).toBeVisible({ timeout: 30_000 });
  expect(problems).toEqual([]);
});

test("/admin is not in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toMatch(/\/admin\b/);
});
