import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { buildFeedbackMailto } from "../../app/lib/mailto";
import { siteConfig } from "./site-config";
import { fixtureContentDir, sites } from "./sites.mjs";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./utils";

type Resource = { title: string; link: string };
type GroupChat = { title: string; tag: string; link: string };

const { contact, links } = siteConfig(sites.fixture);

/** The page's lists, read from the same file the build reads. */
const { resources, groupChats } = parse(
  fs.readFileSync(path.resolve(fixtureContentDir, "support/support.yaml"), "utf8"),
) as { resources: { items: Resource[] }; groupChats: { items: GroupChat[] } };
const support = { resources: resources.items, groupChats: groupChats.items };

const resourceTitles = [
  "Knowledge Base",
  "Student Advisors",
  "International Office",
  "Career Centre",
  "Exchange Office",
  "Examination Board",
  "IBA Programme Management",
  "BA Programme Management",
];

const messages = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  issueType: "Please select an issue type",
  message: "Message must be at least 10 characters",
};

const chatFilter = (page: Page) => page.getByRole("group", { name: "Show group chats for programme" });
const chatLinks = (page: Page) => page.getByRole("link", { name: /^Join WhatsApp Groupchat/ });
const submitButton = (page: Page) => page.getByRole("button", { name: "Submit feedback" });
const field = (page: Page, label: "Name" | "Email" | "Issue type" | "Message") =>
  page.getByLabel(label, { exact: true });

/** Resolves with the mailto: URL the page navigates to (Chromium reports it as a request). */
function nextMailtoNavigation(page: Page): Promise<string> {
  return page.waitForRequest((request) => request.url().startsWith("mailto:")).then((request) => request.url());
}

test("the page has its header, the WhatsApp link and the eight resource cards with their links", async ({ page }) => {
  await gotoHydrated(page, "/student-support");
  await expect(page.getByRole("heading", { level: 1, name: "Student Support" })).toBeVisible();

  const whatsApp = page.getByRole("link", { name: /^Text us on WhatsApp/ });
  await expect(whatsApp).toHaveAttribute("href", links.supportChat);
  await expect(whatsApp).toHaveAttribute("target", "_blank");
  await expect(whatsApp).toHaveAttribute("rel", "noopener noreferrer");

  await expect(
    page.getByRole("list").filter({ hasText: "Knowledge Base" }).getByRole("heading", { level: 3 }),
  ).toHaveText(resourceTitles);
  const resourceLinks = page.getByRole("link", { name: /^Learn more and get support/ });
  await expect(resourceLinks).toHaveCount(8);
  for (const [index, resource] of support.resources.entries()) {
    const link = resourceLinks.nth(index);
    await expect(link).toHaveAccessibleName(`Learn more and get support from ${resource.title} (opens in a new tab)`);
    await expect(link).toHaveAttribute("href", resource.link);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("the chat filter shows 6, 3 IBA and 3 BA chats, each linking to its own invite", async ({ page }) => {
  await gotoHydrated(page, "/student-support");
  const all = chatFilter(page).getByRole("button", { name: "All" });
  const iba = chatFilter(page).getByRole("button", { name: "IBA", exact: true });
  const ba = chatFilter(page).getByRole("button", { name: "BA", exact: true });
  await expect(all).toHaveAttribute("aria-pressed", "true");
  await expect(chatLinks(page)).toHaveCount(6);

  const expectChats = async (chats: GroupChat[]) => {
    await expect(chatLinks(page)).toHaveCount(chats.length);
    for (const [index, chat] of chats.entries()) {
      const link = chatLinks(page).nth(index);
      await expect(link).toHaveAccessibleName(`Join WhatsApp Groupchat for ${chat.title} (opens in a new tab)`);
      await expect(link).toHaveAttribute("href", chat.link);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  };
  await expectChats(support.groupChats);

  await iba.click();
  await expect(iba).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/student-support\?programme=iba$/);
  await expectChats(support.groupChats.filter((chat) => chat.tag === "IBA"));
  await expect(chatLinks(page)).toHaveCount(3);

  await ba.click();
  await expect(ba).toHaveAttribute("aria-pressed", "true");
  await expectChats(support.groupChats.filter((chat) => chat.tag === "BA"));
  await expect(chatLinks(page)).toHaveCount(3);

  await all.click();
  await expect(page).toHaveURL(/\/student-support$/);
  await expect(chatLinks(page)).toHaveCount(6);
});

test("a filtered chat list can be linked to", async ({ page }) => {
  await gotoHydrated(page, "/student-support?programme=ba");
  await expect(chatFilter(page).getByRole("button", { name: "BA", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(chatLinks(page)).toHaveCount(3);
});

test("'Join WhatsApp Groupchat' opens the cohort's invite in a new tab", async ({ page, context }) => {
  // Answer the placeholder invite locally: the test must not depend on the network.
  await context.route(/^https:\/\/chat\.example\.org\//, (route) =>
    route.fulfill({ body: "invite", contentType: "text/plain" }),
  );
  await gotoHydrated(page, "/student-support");
  const chat = support.groupChats[4] as GroupChat;
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("link", { name: `Join WhatsApp Groupchat for ${chat.title} (opens in a new tab)` }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(chat.link);
});

test("submitting an empty form shows every error, announced, and focuses the first field", async ({ page }) => {
  await gotoHydrated(page, "/student-support");
  await submitButton(page).click();

  await expect(field(page, "Name")).toBeFocused();
  for (const [label, message] of [
    ["Name", messages.name],
    ["Email", messages.email],
    ["Issue type", messages.issueType],
    ["Message", messages.message],
  ] as const) {
    await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, label)).toHaveAccessibleDescription(message);
  }
  await expectNoAxeViolations(page);
});

test("each error disappears once its field is fixed, and a failed submit keeps what was typed", async ({ page }) => {
  await gotoHydrated(page, "/student-support");
  await field(page, "Name").fill("N");
  await field(page, "Email").fill("noor@example");
  await field(page, "Message").fill("Too short");
  await submitButton(page).click();

  await expect(page.getByText(messages.name)).toBeVisible();
  await expect(page.getByText(messages.email)).toBeVisible();
  await expect(page.getByText(messages.issueType)).toBeVisible();
  await expect(page.getByText(messages.message)).toBeVisible();
  await expect(field(page, "Name")).toBeFocused();
  await expect(field(page, "Name")).toHaveValue("N");
  await expect(field(page, "Email")).toHaveValue("noor@example");
  await expect(field(page, "Message")).toHaveValue("Too short");

  await field(page, "Name").fill("No");
  await expect(page.getByText(messages.name)).toBeHidden();
  await expect(field(page, "Name")).not.toHaveAttribute("aria-invalid");

  await field(page, "Email").fill("noor@example.org");
  await expect(page.getByText(messages.email)).toBeHidden();

  await field(page, "Issue type").selectOption("Other");
  await expect(page.getByText(messages.issueType)).toBeHidden();

  await field(page, "Message").fill("Long enough now");
  await expect(page.getByText(messages.message)).toBeHidden();

  // With the first fields fixed, focus goes to the first one still invalid.
  await field(page, "Message").fill("");
  await field(page, "Email").fill("");
  await submitButton(page).click();
  await expect(field(page, "Email")).toBeFocused();
  await expect(field(page, "Name")).toHaveValue("No");
});

test("a valid submit opens the mail link, logs the submission, shows the notice and empties the form", async ({
  page,
}) => {
  const infos: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "info") infos.push(message.text());
  });
  await gotoHydrated(page, "/student-support");
  const submission = {
    name: "Noor de Vries-Ødegård",
    email: "noor+sr@example.org",
    issueType: "WhatsApp Group Chat",
    message: "Q&A: is 100% of the #IBA chat link broken?\nThanks! 🙏 شكرا",
  };
  await field(page, "Name").fill(submission.name);
  await field(page, "Email").fill(submission.email);
  await field(page, "Issue type").selectOption(submission.issueType);
  await field(page, "Message").fill(submission.message);

  const mailto = nextMailtoNavigation(page);
  await submitButton(page).click();
  const href = await mailto;
  expect(href).toBe(buildFeedbackMailto(contact.stakeholderRelationsEmail, submission));
  expect(href).toContain("subject=Feedback%20regarding%20WhatsApp%20Group%20Chat&body=");
  expect(href).not.toContain("+");

  const notice = page.getByRole("status").filter({ hasText: "Feedback form opened in your email client" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Please send the email to complete your feedback submission.");
  for (const label of ["Name", "Email", "Issue type", "Message"] as const) {
    await expect(field(page, label)).toHaveValue("");
  }
  expect(infos.some((text) => text.startsWith("Feedback submission"))).toBe(true);
  await expectNoAxeViolations(page);

  await notice.getByRole("button", { name: "Dismiss notice" }).click();
  await expect(page.getByText("Feedback form opened in your email client")).toBeHidden();
});

/** Fills the form with a valid submission and sends it; resolves once the mail link was opened. */
async function sendValidFeedback(page: Page) {
  await field(page, "Name").fill("Sam Jansen");
  await field(page, "Email").fill("sam@example.org");
  await field(page, "Issue type").selectOption("Other");
  await field(page, "Message").fill("The printer on floor 2 is broken.");
  const mailto = nextMailtoNavigation(page);
  await submitButton(page).click();
  await mailto;
  return page.getByRole("status").filter({ hasText: "Feedback form opened in your email client" });
}

test("after sending, the notice offers the address to copy, for a device that opened no mail app", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydrated(page, "/student-support");
  const notice = await sendValidFeedback(page);
  await expect(notice).toContainText("No email app opened?");
  await expect(notice.getByText(contact.stakeholderRelationsEmail, { exact: true })).toBeVisible();

  await notice.getByRole("button", { name: "Copy the email address" }).click();
  const confirmation = notice.getByText("Copied", { exact: true });
  await expect(confirmation).toBeVisible();
  // Its own polite live region: read out on its own, without the whole notice again.
  await expect(confirmation).toHaveAttribute("aria-live", "polite");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(contact.stakeholderRelationsEmail);
  await expectNoAxeViolations(page);
});

test("when the clipboard refuses, Copy selects the address and says how to copy it", async ({ page }) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException("Write permission denied", "NotAllowedError"));
  });
  await gotoHydrated(page, "/student-support");
  const notice = await sendValidFeedback(page);
  await notice.getByRole("button", { name: "Copy the email address" }).click();

  await expect(notice.getByText("Selected: press Ctrl+C (⌘C on a Mac) to copy")).toBeVisible();
  await expect(notice.getByText("Copied", { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(contact.stakeholderRelationsEmail);
});

test("the form can be completed and sent with the keyboard alone", async ({ page }) => {
  await gotoHydrated(page, "/student-support");
  // Start from the last link before the form and move on with Tab only.
  await chatLinks(page).last().focus();
  await page.keyboard.press("Tab");
  await expect(field(page, "Name")).toBeFocused();
  await page.keyboard.type("Sam Jansen");
  await page.keyboard.press("Tab");
  await expect(field(page, "Email")).toBeFocused();
  await page.keyboard.type("sam@example.org");
  await page.keyboard.press("Tab");
  await expect(field(page, "Issue type")).toBeFocused();
  // Type-ahead on a focused native select picks the first option starting with the letters.
  await page.keyboard.type("RSM");
  await expect(field(page, "Issue type")).toHaveValue("RSM");
  await page.keyboard.press("Tab");
  await expect(field(page, "Message")).toBeFocused();
  await page.keyboard.type("The exam schedule came out late.");
  await page.keyboard.press("Tab");
  await expect(submitButton(page)).toBeFocused();

  const mailto = nextMailtoNavigation(page);
  await page.keyboard.press("Enter");
  expect(await mailto).toBe(
    buildFeedbackMailto(contact.stakeholderRelationsEmail, {
      name: "Sam Jansen",
      email: "sam@example.org",
      issueType: "RSM",
      message: "The exam schedule came out late.",
    }),
  );
  await expect(page.getByText("Feedback form opened in your email client")).toBeVisible();
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the page does not scroll sideways, also with errors showing", async ({ page }) => {
    await gotoHydrated(page, "/student-support");
    await submitButton(page).click();
    await expect(page.getByText(messages.email)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("the first invalid field, focused after a failed submit, is not hidden under the sticky header", async ({
  page,
}) => {
  await gotoHydrated(page, "/student-support");
  await field(page, "Message").fill("Long enough message");
  await submitButton(page).click();
  const name = field(page, "Name");
  await expect(name).toBeFocused();
  // Polled: the page scrolls smoothly to the focused field.
  await expect
    .poll(async () => {
      const header = await page.getByRole("banner").boundingBox();
      const box = await name.boundingBox();
      return Boolean(box && header && box.y >= header.y + header.height);
    })
    .toBe(true);
});
