/**
 * Values written in the wrong form in /admin, refused by the real CMS before anything is
 * written (cms/mistakes.ts): an event that ends before it starts on the same day, a phone
 * number not in international form.
 */
import { type Mistake, refuseMistakes } from "./cms/mistakes";

const mistakes: Mistake[] = [
  {
    mistake: "an event that ends (12:00) before it starts (14:00) on the same day",
    folder: "events",
    entry: "events/new",
    make: async (page) => {
      await page.getByLabel("Title", { exact: true }).fill("Backwards Lunch");
      await page.getByLabel("Start date").fill("2026-05-20");
      await page.getByLabel("Start time").fill("14:00");
      await page.getByLabel("End time").fill("12:00");
      await page.getByLabel("Location").fill("Polak Building, Rotterdam");
    },
    field: /^End time/,
    message: /check the times/,
  },
  {
    mistake: "the site's phone number written '06 1234 5678'",
    folder: "site.yaml",
    entry: "settings/entries/site",
    make: async (page) => {
      await page
        .getByLabel(/^Phone/)
        .first()
        .fill("06 1234 5678");
    },
    field: /^Phone/,
    message: /not in international form/,
  },
];

refuseMistakes("values in the wrong form refused by /admin before anything is written", mistakes);
