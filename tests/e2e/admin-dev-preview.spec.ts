/**
 * The local preview while editing: with `npm run cms` (tests/e2e/cms/harness.ts), an
 * article saved in /admin with a newly uploaded picture shows that picture on the
 * development site (its own page, the blog list, Home) within seconds of the save,
 * without a build: the dev server lists the new page (scripts/site-content/vite-plugin.ts),
 * makes the picture's variants and manifest entry itself (scripts/images/dev-updates.mjs),
 * and a page asked for meanwhile waits for them instead of failing.
 * Measured and printed: from the save to each page showing the picture.
 *
 * Then the browser's first view of the new article (no page of the development site was
 * open in the browser before) shows the page and its picture at once: no response of
 * status 400 or more (Vite's 504 "Outdated Optimize Dep" when it finds a package to
 * pre-bundle only then, vite.config.ts), no uncaught error (the harness's console guard)
 * and no reload.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { contentHash } from "../../scripts/images/plan.mjs";
import { publishAndWaitForSave } from "./cms/editor-page";
import { type CmsSession, expect, seconds, test } from "./cms/harness";
import { press } from "./cms/pointer";

const article = {
  title: "Previewing a Picture Before the Build",
  slug: "previewing-a-picture-before-the-build",
  day: "2026-02-03",
  author: "Sem de Vries",
  imageFile: "cms-dev-preview.png",
  imageAlt: "An orange test card uploaded for the local preview",
  description: "An article whose new picture must show on the development site.",
  body: "Saved in /admin and read on the development site straight away.",
};
/** The longest an editor should wait after saving to see the picture on the development site. */
const previewWithinMs = 10_000;

/** A picture of one colour and size that no fixture has, so its variants are made now. */
function png() {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: "#e0701f" } })
    .png()
    .toBuffer();
}

/** Opens the new-article form with a fresh load of the CMS, signing in to the local backend when asked. */
async function openNewArticle(page: Page, cms: CmsSession) {
  await page.goto(`${cms.adminUrl}#/collections/blog/new`);
  const login = page.getByRole("button", { name: "Login" });
  const editorReady = page.getByRole("button", { name: /^Publish(ed)?$/ });
  await expect(login.or(editorReady)).toBeVisible({ timeout: 90_000 });
  if (await login.isVisible()) await press(login);
  await expect(editorReady).toBeVisible({ timeout: 90_000 });
}

/** Uploads the picture through the Image field's media library and chooses it. */
async function uploadImage(page: Page) {
  const control = page.locator("label", { hasText: /^Image$/ }).locator("../..");
  await press(control.getByRole("button", { name: /Choose an image/ }), { scroll: true });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: article.imageFile, mimeType: "image/png", buffer: await png() });
  await expect(page.getByText(article.imageFile, { exact: true })).toBeVisible();
  await press(page.getByRole("button", { name: "Choose selected" }));
  await expect(control.getByRole("button", { name: /Choose different image/ })).toBeVisible();
}

/**
 * The article's pictures in a page's HTML: on its own page the `<img>` with its
 * description, on the blog list and Home the `<picture>` of each card that links to it.
 */
function articlePictures(html: string, slug: string, alt: string): string[] {
  const own = [...html.matchAll(/<img\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes(`alt="${alt}"`));
  const cards = [...html.matchAll(/<article\b[\s\S]*?<\/article>/g)]
    .map((match) => match[0])
    .filter((card) => card.includes(`href="/blog/${slug}"`))
    .flatMap((card) => [...card.matchAll(/<picture\b[\s\S]*?<\/picture>/g)].map((match) => match[0]));
  return [...own, ...cards];
}

test("a picture uploaded for a new article shows on the development site within seconds of the save", async ({
  page,
  cms,
}) => {
  // The development site compiles its pages on their first request, which is no part of
  // the wait after a save: an editor's preview has been open before. An article's page
  // (and the blog list) first, as HTML only: the browser's first view comes after the save.
  const existing = fs.readdirSync(path.join(cms.contentDir, "blog")).find((name) => /^[a-z0-9-]+\.md$/.test(name));
  for (const pathname of [`/blog/${existing?.replace(/\.md$/, "")}`, "/blog"]) {
    expect((await page.request.get(`${cms.siteOrigin}${pathname}`, { timeout: 120_000 })).status()).toBe(200);
  }

  const articleFile = path.join(cms.contentDir, "blog", `${article.slug}.md`);
  const imageFile = path.join(cms.contentDir, "images", "blog", article.imageFile);
  await openNewArticle(page, cms);
  await page.getByLabel("Title", { exact: true }).fill(article.title);
  await page.getByLabel("Publication date").fill(article.day);
  await page.getByLabel("Author").fill(article.author);
  await uploadImage(page);
  await page.getByLabel("Image description").fill(article.imageAlt);
  await page.getByLabel("Description", { exact: true }).fill(article.description);
  await page.locator('[contenteditable="true"]').first().fill(article.body);
  await publishAndWaitForSave(page);
  await expect.poll(() => fs.existsSync(articleFile) && fs.existsSync(imageFile)).toBe(true);
  // The save's own moment: when the local backend wrote the article.
  const savedAt = fs.statSync(articleFile).mtimeMs;

  // The variants of exactly the uploaded bytes: `<stem>-<hash of the file>-<width>.<format>`,
  // or that file's original under the same name.
  const uploaded = `/_img/cms-dev-preview-${contentHash(fs.readFileSync(imageFile))}`;
  const showsUpload = (image: string) =>
    [...image.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)].some((match) =>
      (match[1] ?? "").split(",").some((candidate) => candidate.trim().startsWith(uploaded)),
    );

  // What is left of the time allowed since the save (Playwright reads 0 as no limit).
  const timeLeft = () => Math.max(1, savedAt + previewWithinMs - Date.now());
  const articlePath = `/blog/${article.slug}`;
  const pages = { [articlePath]: "the article's page", "/blog": "the blog list", "/": "Home" };

  // Each page asked for again and again, side by side, until its HTML has the picture.
  const shownAt = await Promise.all(
    Object.keys(pages).map(async (pathname) => {
      await expect
        .poll(
          async () => {
            const response = await page.request
              .get(`${cms.siteOrigin}${pathname}`, { timeout: timeLeft() })
              .catch((error: Error) => error);
            if (response instanceof Error) return { status: 0, showsUpload: false, error: response.message };
            const pictures = articlePictures(await response.text(), article.slug, article.imageAlt);
            return { status: response.status(), showsUpload: pictures.length > 0 && pictures.every(showsUpload) };
          },
          { timeout: timeLeft(), intervals: [250], message: `${pathname} shows the upload` },
        )
        .toEqual({ status: 200, showsUpload: true });
      return `${pages[pathname]} in ${seconds(Date.now() - savedAt)}`;
    }),
  );
  console.log(`admin-dev-preview: from the save, the upload shows on ${shownAt.join(", ")}`);

  // And the browser's first view draws the page and the picture, from the development
  // server's variants: every response under 400, one load of the document, no reload.
  const failed: string[] = [];
  let loads = 0;
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.statusText()} ${response.url()}`);
  });
  page.on("load", () => {
    loads++;
  });
  const firstViewStarted = Date.now();
  await page.goto(`${cms.siteOrigin}${articlePath}`, { timeout: 120_000 });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  const picture = page.getByRole("img", { name: article.imageAlt });
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(uploaded);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.waitForLoadState("networkidle");
  console.log(
    `admin-dev-preview: the browser's first view of the article, hydrated with its picture, in ${seconds(Date.now() - firstViewStarted)}`,
  );
  expect(failed, "responses of status 400 or more in the first view").toEqual([]);
  expect(loads, "loads of the article's document (a reload would make two)").toBe(1);

  // What the dev server said about the picture (its encoding time).
  for (const line of cms.output().split("\n")) if (line.includes(article.imageFile)) console.log(line.trim());
});
