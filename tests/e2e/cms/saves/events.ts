/** An event whose start date moves to another year keeps its file name: only its start date's line changes. */
import fs from "node:fs";
import path from "node:path";
import { expect } from "../harness";
import { read, type SaveCase, saveEntry } from "./save-entry";

/** The event whose start date moves to the next year, and its new day. */
const movedEvent = { entry: "events/entries/spring-boat-tour-2025", file: "events/spring-boat-tour-2025.md" };
const movedTo = "2026-04-24";

export const eventsSaves: SaveCase = {
  covers: "events",
  rows: ["events: start date, next year"],
  after: async ({ page, cms, record }) => {
    const eventFile = path.join(cms.contentDir, movedEvent.file);
    const eventsDir = path.dirname(eventFile);
    const before = read(eventFile);
    const filesBefore = fs.readdirSync(eventsDir).sort();
    try {
      await saveEntry(
        page,
        cms,
        movedEvent,
        async (page) => {
          await page.getByLabel("Start date").fill(movedTo);
        },
        (text) => text.includes(`startDate: ${movedTo}`),
      );
      record({
        label: "events: start date, next year",
        file: movedEvent.file,
        before,
        after: read(eventFile),
        expected: before.replace(/^startDate: .*$/m, `startDate: ${movedTo}`),
      });
      expect(fs.readdirSync(eventsDir).sort(), "the event keeps its file name").toEqual(filesBefore);
    } finally {
      fs.writeFileSync(eventFile, before);
    }
  },
};
