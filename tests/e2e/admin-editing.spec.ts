/**
 * Editing in the browser with the real CMS: `npm run cms` on a temporary copy of the
 * tests' content (tests/e2e/cms/harness.ts), /admin in Chromium, the forms filled as an
 * editor fills them. What the CMS saves must pass the content check, build, and show on
 * the built pages (what the content check would refuse, the CMS refuses at the field:
 * admin-editing-refused.spec.ts).
 *
 * One CMS per worker (the harness's worker fixture: starting it costs the development
 * servers' start), one build for everything saved. The tests run in order in one worker
 * (their Playwright project has one): the build test reads what the earlier ones saved.
 * Measured and printed: from starting `npm run cms` to the saved article on disk.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { parse as parseYaml } from "yaml";
import { registry } from "../../app/content/registry";
import { days } from "../date-strings";
import { adminPlaces } from "./cms/admin-places";
import { moveAdminTo, openAdmin, publishAndWaitForSave } from "./cms/editor-page";
import { buildSite, checkContent, expect, seconds, serveBuild, test, waitForWrittenFile } from "./cms/harness";
import { press } from "./cms/pointer";

/** What the tests save, and what the built pages must then show. */
const article = {
  title: "Editing the Site in the Browser",
  slug: "editing-the-site-in-the-browser",
  day: "2026-01-15",
  date: days["2026-01-15"],
  author: "Mila Brouwer",
  imageFile: "cms-upload-article.png",
  imageAlt: "A green test card uploaded through the CMS",
  description: "An article written and published through /admin in a test.",
  body: "Written in the browser, saved as a Markdown file.",
};
const event = {
  title: "CMS Test Evening",
  slug: "cms-test-evening",
  startDate: "2026-03-12",
  startTime: "19:00",
  endTime: "21:30",
  location: "Polak Building, Rotterdam",
  imageFile: "cms-upload-event.png",
  imageAlt: "A blue test card uploaded through the CMS",
};
const member = {
  year: "2026-2027",
  name: "Noor Tester",
  role: "Chair",
  imageFile: "cms-upload-portrait.png",
};
const newInfoEmail = "hello@cms-test.example.org";
/** The three collections the forms save to. */
const articles = adminPlaces(registry.blog);
const events = adminPlaces(registry.events);
const boardYears = adminPlaces(registry.board);

/** A small PNG of one colour, made for the upload. */
function png(colour: string) {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** The YAML front matter of a Markdown file. */
function frontMatter(file: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(fs.readFileSync(file, "utf8"));
  if (!match?.[1]) throw new Error(`${file} has no front matter`);
  return parseYaml(match[1]) as Record<string, unknown>;
}

/** The field's own box: its label and, beside the label, the messages Decap shows for it. */
function fieldBox(page: Page, label: string | RegExp): Locator {
  return page.locator("label", { hasText: label }).locator("..");
}

/** Uploads a picture through an image field's media library and chooses it. */
async function uploadImage(page: Page, fieldLabel: string | RegExp, name: string, colour: string) {
  const control = fieldBox(page, fieldLabel).locator("..");
  await press(control.getByRole("button", { name: /Choose an image/ }), { scroll: true });
  const buffer = await png(colour);
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/png", buffer });
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await press(page.getByRole("button", { name: "Choose selected" }));
  await expect(control.getByRole("button", { name: /Choose different image/ })).toBeVisible();
}

/** Publishes the open entry in the local backend (direct saves, no pull request) and waits until it is saved. */
async function publish(page: Page) {
  await publishAndWaitForSave(page);
  // A new entry moves to its own address once saved.
  await expect(page).not.toHaveURL(/\/new$/);
}

test.describe("saved through the forms", () => {
  // The build reads what the earlier tests saved: after a failure the rest cannot pass.
  test.describe.configure({ mode: "serial" });

  test("an article with an uploaded image, an event and a board member saved through the forms", async ({
    page,
    cms,
  }) => {
    const articleFile = articles.file(cms.contentDir, article.slug);
    await openAdmin(page, cms, articles.newEntry);
    await page.getByLabel("Title", { exact: true }).fill(article.title);
    await page.getByLabel("Publication date").fill(article.day);
    await page.getByLabel("Author").fill(article.author);
    await uploadImage(page, /^Image$/, article.imageFile, "#1f8a5b");
    await page.getByLabel("Image description").fill(article.imageAlt);
    await page.getByLabel("Description", { exact: true }).fill(article.description);
    await page.locator('[contenteditable="true"]').first().fill(article.body);
    await publish(page);
    const savedAt = await waitForWrittenFile(articleFile);
    console.log(`admin-editing: npm run cms → article saved on disk in ${seconds(savedAt - cms.startedAt)}`);

    expect(frontMatter(articleFile)).toMatchObject({
      title: article.title,
      date: article.date,
      author: article.author,
      image: `../${registry.blog.pictures.folder}/${article.imageFile}`,
      imageAlt: article.imageAlt,
    });
    expect(fs.readFileSync(articleFile, "utf8")).toContain(article.body);
    const uploaded = await sharp(
      path.join(cms.contentDir, registry.blog.pictures.folder, article.imageFile),
    ).metadata();
    expect([uploaded.format, uploaded.width]).toEqual(["png", 640]);

    // Named after its title and the year of its start date, as every event is.
    const eventFile = events.file(cms.contentDir, `${event.slug}-${event.startDate.slice(0, 4)}`);
    // The CMS opened for the article, with nothing left unsaved, moves on.
    await moveAdminTo(page, cms, events.newEntry);
    await page.getByLabel("Title", { exact: true }).fill(event.title);
    await page.getByLabel("Start date").fill(event.startDate);
    await page.getByLabel("Start time").fill(event.startTime);
    await page.getByLabel("End time").fill(event.endTime);
    await page.getByLabel("Location").fill(event.location);
    await uploadImage(page, /^Image$/, event.imageFile, "#1f4f8a");
    await page.getByLabel("Image description").fill(event.imageAlt);
    await publish(page);
    await waitForWrittenFile(eventFile);
    expect(frontMatter(eventFile)).toMatchObject({
      title: event.title,
      startDate: event.startDate,
      startTime: event.startTime,
      endTime: event.endTime,
      location: event.location,
      image: `../${registry.events.pictures.folder}/${event.imageFile}`,
    });

    const boardFile = boardYears.file(cms.contentDir, member.year);
    await moveAdminTo(page, cms, boardYears.newEntry);
    await page.getByLabel("Academic year").fill(member.year);
    // A board year starts with no member; one added opens ready to fill.
    await press(page.getByRole("button", { name: "Add Member" }), { scroll: true });
    await page.getByLabel("Name", { exact: true }).fill(member.name);
    await page.getByLabel("Role", { exact: true }).fill(member.role);
    // The photo may be left out ("Photo (optional)"): the card then shows the initials.
    await uploadImage(page, /^Photo/, member.imageFile, "#8a1f4f");
    await publish(page);
    await waitForWrittenFile(boardFile);
    const boardYear = parseYaml(fs.readFileSync(boardFile, "utf8")) as { members: Record<string, unknown>[] };
    expect(boardYear.members).toEqual([
      expect.objectContaining({
        name: member.name,
        role: member.role,
        image: `../${registry.board.pictures.folder}/${member.imageFile}`,
      }),
    ]);

    const check = await checkContent(cms);
    expect(check.status, `npm run check:content on the saved files:\n${check.output}`).toBe(0);
  });

  test("the site settings' contact email, changed in the form, is saved to site.yaml", async ({ page, cms }) => {
    const settingsFile = path.join(cms.contentDir, "site.yaml");
    await openAdmin(page, cms, "#/collections/settings/entries/site");
    const mailbox = page.getByLabel("General mailbox");
    await expect(mailbox).toHaveValue(/@/);
    await mailbox.fill(newInfoEmail);
    await publish(page);
    await expect
      .poll(() => (parseYaml(fs.readFileSync(settingsFile, "utf8")) as { contact: { infoEmail: string } }).contact)
      .toMatchObject({ infoEmail: newInfoEmail });
  });

  test("what the CMS saved builds and shows on its pages", async ({ page, cms }) => {
    test.setTimeout(600_000);
    const check = await checkContent(cms);
    expect(check.status, `npm run check:content:\n${check.output}`).toBe(0);
    const build = await buildSite(cms);
    expect(build.status, `npm run build:\n${build.output}`).toBe(0);
    console.log(`admin-editing: check:content ${check.seconds.toFixed(1)} s, build ${build.seconds.toFixed(1)} s`);

    const site = await serveBuild(cms);
    try {
      await page.goto(`${site.origin}/blog/${article.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(page.getByText(article.body)).toBeVisible();
      const picture = page.getByRole("img", { name: article.imageAlt });
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

      await page.goto(`${site.origin}/events`);
      await expect(page.getByRole("heading", { name: event.title })).toBeVisible();
      await expect(page.getByRole("img", { name: event.imageAlt })).toBeVisible();

      await page.goto(`${site.origin}/board/${member.year}`);
      await expect(page.getByText(member.name)).toBeVisible();

      // The footer of every page: the contact email saved in the settings.
      const footer = page.getByRole("contentinfo");
      await expect(
        footer.getByRole("navigation", { name: "Connect" }).getByRole("link", { name: newInfoEmail }),
      ).toHaveAttribute("href", `mailto:${newInfoEmail}`);
    } finally {
      await site.close();
    }
  });
});
