/** The growth test's event: its page and preview card, the events page and the calendars; an original one removed from all. */
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import {
  builtExists,
  calendarText,
  clientDir,
  element,
  escapeRegExp,
  type GrowthCheck,
  idsIn,
  mustChooseRemoval,
  page,
  pageExists,
  remove,
  sitemapPaths,
  stringField,
  wholeText,
} from "../grown-site";

const added = { id: "fixture-winter-drinks-2025", title: "Fixture Winter Drinks" };
let removed = { id: "", title: "" };

/** The tests of its addition and its removal. */
const tests: GrowthCheck["tests"] = {
  "added: its page and its card, the events page, the sitemap, its calendar file and the subscribable calendar": () => {
    const { id, title } = added;
    expect(/<h1\b[^>]*>([^<]*)<\/h1>/.exec(page(`/events/${id}`))?.[1]).toBe(title);
    const card = /<meta property="og:image" content="[^"]*?(\/_img\/card-event-[\w-]+\.jpg)"/.exec(
      page(`/events/${id}`),
    );
    expect(card?.[1]).toMatch(new RegExp(`^/_img/card-event-${id}-[0-9a-f]{10}\\.jpg$`));
    expect(fs.statSync(path.join(clientDir, card?.[1] ?? "missing")).size).toBeGreaterThan(0);
    expect(element(page("/events"), "main")).toContain(title);
    expect(element(page("/events"), "main")).toContain(`href="/events/${id}"`);
    expect(sitemapPaths()).toContain(`/events/${id}`);
    expect(calendarText("events.ics")).toContain(`SUMMARY:${title}`);
    expect(calendarText(`events/${id}/calendar.ics`)).toContain(`SUMMARY:${title}`);
  },

  "removed: gone from the events page, the calendars, its page and card, and the sitemap": () => {
    const { id, title } = removed;
    expect(element(page("/events"), "main")).not.toMatch(wholeText(title));
    expect(calendarText("events.ics")).not.toMatch(new RegExp(`^SUMMARY:${escapeRegExp(title)}\r?$`, "m"));
    expect(builtExists(`events/${id}`)).toBe(false);
    expect(pageExists(`/events/${id}`)).toBe(false);
    expect(sitemapPaths()).not.toContain(`/events/${id}`);
    expect(
      fs
        .readdirSync(path.join(clientDir, "_img"))
        .filter((name) => new RegExp(`^card-event-${escapeRegExp(id)}-[0-9a-f]{10}\\.jpg$`).test(name)),
    ).toEqual([]);
  },
};

export const check: GrowthCheck = {
  name: "an event",
  tests,
  covers: ["events"],
  remove() {
    const event = mustChooseRemoval(
      "event",
      idsIn("events", ".md").map((id) => ({
        id,
        files: [`events/${id}.md`],
        links: [
          [`/events/${id}/calendar.ics`, "/events.ics"],
          [`/events/${id}`, "/events"],
        ],
      })),
    );
    removed = { id: event.id, title: stringField(event.files[0] ?? "", "title") };
    remove(event);
  },
};
