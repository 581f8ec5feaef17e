/**
 * What a board member types into a date or a time is what is saved, whatever the browser's
 * language: the real CMS in Chromium started in US English, British English and Dutch (each
 * checked by `navigator.language` in the page, so a language the browser ignored fails), with
 * a mouse at 1280 px, and in US English by touch on a phone's 390 px. In each, one date and
 * one time are typed on the keyboard ("26/4/2025", "1830": day first and the 24-hour clock,
 * which a US browser's own date and time inputs read otherwise) and one date and one time are
 * picked from the platform's calendar and clock (the button opens them; their keys move the
 * day and the hour), every control pressed where it is drawn (pointer.ts). The field says
 * back what it read before the save; the file on disk then holds it in the file's spelling.
 *
 * Chromium on Linux takes its language from the LANGUAGE variable, not from `--lang`
 * (which other systems read): both are given. The project's own browser is started in US
 * English (playwright.config.ts), so the US runs use its pages, whose /admin earlier specs
 * have loaded already; British English and Dutch are a browser each. Each run edits an
 * event of its own, and the file is put back after it.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserType, Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { clocksShownBack, daysInWords } from "../date-strings";
import { expectQuietConsole, prepareConsoleGuard, watchConsole } from "./cms/console-guard";
import { openAdmin, publishAndWaitForSave } from "./cms/editor-page";
import { type CmsSession, expect, test } from "./cms/harness";
import { press } from "./cms/pointer";

type Run = {
  /** Chromium's `--lang`, and the language `navigator.language` must then report. */
  lang: string;
  language: RegExp;
  /** The LANGUAGE variable Chromium reads on Linux. */
  languageVariable: string;
  on: "desktop" | "phone";
  /** An event of the fixture that no other spec edits, timed from 10:00 to 22:00 at most. */
  event: string;
  /** Its start date and time, which the pickers move on by a day and an hour. */
  startDate: string;
  startTime: string;
};

const usEnglish = { lang: "en-US", language: /^en-US$/, languageVariable: "en_US" };

/** The US runs, in the project's own browser. */
const desktopRun: Run = {
  ...usEnglish,
  on: "desktop",
  event: "spring-boat-tour-2025",
  startDate: "2025-04-24",
  startTime: "14:00",
};
const phoneRun: Run = {
  ...usEnglish,
  on: "phone",
  event: "end-of-year-barbecue-2025",
  startDate: "2025-06-19",
  startTime: "17:00",
};

/** The runs in browsers of their own, with a mouse at 1280 px. */
const otherLanguages: Run[] = [
  {
    lang: "en-GB",
    language: /^en-GB$/,
    languageVariable: "en_GB",
    on: "desktop",
    event: "freshers-welcome-drinks-2025",
    startDate: "2025-09-04",
    startTime: "18:00",
  },
  {
    lang: "nl-NL",
    // Chromium on Linux reports the language of its Dutch locale as "nl".
    language: /^nl(-NL)?$/,
    languageVariable: "nl_NL",
    on: "desktop",
    event: "sunday-study-marathon-2025",
    startDate: "2025-03-30",
    startTime: "10:00",
  },
];

/** Chromium as the project starts it (playwright.config.ts), in another language. */
function launchIn(browserType: BrowserType, run: Run): Promise<Browser> {
  const { launchOptions } = test.info().project.use;
  const args = (launchOptions?.args ?? []).filter((arg) => !arg.startsWith("--lang="));
  return browserType.launch({
    ...launchOptions,
    args: [...args, `--lang=${run.lang}`],
    env: { ...process.env, LANGUAGE: run.languageVariable },
  });
}

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const nextHour = (time: string) => `${String(Number(time.slice(0, 2)) + 1).padStart(2, "0")}${time.slice(2)}`;

/** The field's box, its picker's button, and the line that says back what it read (the box's description). */
async function dateField(page: Page, label: RegExp) {
  const box = page.getByRole("textbox", { name: label });
  return {
    box,
    picker: box.locator("xpath=..").getByRole("button", { name: /^Pick the (day|time)/ }),
    understood: page.locator(`[id="${await box.getAttribute("aria-describedby")}"]`),
  };
}

type DateField = Awaited<ReturnType<typeof dateField>>;

async function typeInto(page: Page, field: DateField, text: string) {
  await press(field.box, { scroll: true });
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/**
 * Opens the field's picker by its button, moves it on by one (a day, an hour) and takes it.
 * The platform's calendar or clock opens a moment after the press (later on a busy
 * machine), in a popup of its own: the native input beside the button matches :open from
 * the press, but keys pressed before the popup takes them are lost. Nothing in the page
 * says when it does (the page keeps focus), and once in CI both keys were lost: the box
 * kept its time. So the pick is tried again, from a fresh press of the button, until the
 * box's value changes; once it has, it is never moved on a second time.
 */
async function pickNext(page: Page, field: DateField, key: "ArrowRight" | "ArrowDown") {
  const before = await field.box.inputValue();
  const native = field.picker.locator("xpath=following-sibling::input");
  await expect(async () => {
    if ((await field.box.inputValue()) !== before) return;
    await press(field.picker, { scroll: true });
    await expect.poll(() => native.evaluate((input) => input.matches(":open")), { timeout: 5_000 }).toBe(true);
    await page.keyboard.press(key);
    await page.keyboard.press("Enter");
    await expect(field.box).not.toHaveValue(before, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
}

async function editEvent(page: Page, cms: CmsSession, run: Run) {
  await openAdmin(page, cms, `#/collections/events/entries/${run.event}`);
  expect(await page.evaluate(() => navigator.language)).toMatch(run.language);

  // Typed: day first and the 24-hour clock, said back in words before the save.
  const endDate = await dateField(page, /^End date/);
  await typeInto(page, endDate, "26/4/2026");
  await expect(endDate.understood).toHaveText(new RegExp(`^${daysInWords["2026-04-26"]} · `));
  const endTime = await dateField(page, /^End time/);
  await typeInto(page, endTime, "2230");
  await expect(endTime.understood).toHaveText(clocksShownBack["22:30"]);

  if (run.on === "phone") {
    // Every control of the fields is at least 44 × 44 px, for a finger.
    for (const field of [endDate, endTime]) {
      for (const control of [field.box, field.picker]) {
        const box = await control.boundingBox();
        expect(box && Math.min(box.width, box.height), `${control}`).toBeGreaterThanOrEqual(44);
      }
    }
  }

  // Picked: the platform's calendar and clock open at the field's day and time.
  const startDate = await dateField(page, /^Start date/);
  await pickNext(page, startDate, "ArrowRight");
  const startTime = await dateField(page, /^Start time/);
  await pickNext(page, startTime, "ArrowDown");
  await expect(startTime.box).toHaveValue(nextHour(run.startTime));
}

/** The run's edit, published, and the file on disk holding what was meant; the file is put back after. */
async function savedAsMeant(page: Page, cms: CmsSession, run: Run) {
  const file = path.join(cms.contentDir, "events", `${run.event}.md`);
  const original = fs.readFileSync(file, "utf8");
  try {
    await editEvent(page, cms, run);
    await publishAndWaitForSave(page);
    await expect
      .poll(() => parseYaml(fs.readFileSync(file, "utf8").split(/^---$/m)[1] ?? ""))
      .toMatchObject({
        startDate: nextDay(run.startDate),
        endDate: "2026-04-26",
        startTime: nextHour(run.startTime),
        endTime: "22:30",
      });
  } finally {
    fs.writeFileSync(file, original);
  }
}

const title = (run: Run) =>
  `${run.lang}, ${run.on === "phone" ? "by touch at 390 px" : "with a mouse at 1280 px"}: a date and a time typed and picked are saved as meant`;

test(title(desktopRun), async ({ cms, page }) => {
  await savedAsMeant(page, cms, desktopRun);
});

test(title(phoneRun), async ({ cms, phonePage }) => {
  await savedAsMeant(phonePage, cms, phoneRun);
});

for (const run of otherLanguages) {
  test(title(run), async ({ cms, playwright }) => {
    const browser = await launchIn(playwright.chromium, run);
    try {
      // `locale: undefined`: Playwright Test gives every new context its `locale` (en-US by
      // default) unless the options name one, which would hide the browser's own language.
      const context = await browser.newContext({ locale: undefined, viewport: { width: 1280, height: 800 } });
      await prepareConsoleGuard(context);
      const page = await context.newPage();
      page.on("dialog", (dialog) => dialog.dismiss());
      const console_ = watchConsole(page);
      await savedAsMeant(page, cms, run);
      expectQuietConsole(console_);
    } finally {
      await browser.close();
    }
  });
}
