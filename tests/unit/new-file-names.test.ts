/**
 * A new event's file is named after its title and the year of its start date
 * (`<slug>-<year>.md`, like every event of the content), not the year it was written in:
 * the collection's slug template filled in with Decap's own template function, on a day of
 * another year than the entry's. The real CMS writes such a file in
 * tests/e2e/admin-saves.spec.ts, and keeps the name when the date changes later.
 */
import type { CmsCollection } from "decap-cms-core";
import { compileStringTemplate } from "decap-cms-lib-widgets/dist/esm/stringTemplate.js";
import { fromJS, type Map as ImmutableMap } from "immutable";
import { expect, test } from "vitest";
import { cmsCollections } from "~/admin/cms-config";
import { compilePattern, matchPattern } from "~/content/file-patterns";
import { registry } from "~/content/registry";

const events = cmsCollections().find((collection) => collection.name === "events") as CmsCollection;

/** Decap's own slug of a title: lowercase words joined by hyphens. */
const urlSafe = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

test("a new event's file takes the year of its start date", () => {
  const data = fromJS({ title: "Winter Drinks", startDate: "2031-01-09" }) as ImmutableMap<string, unknown>;
  const written = new Date("2030-12-01T10:00:00Z");
  const slug = compileStringTemplate(String(events.slug), written, "Winter Drinks", data, urlSafe);
  expect(slug).toBe("winter-drinks-2031");
  expect(matchPattern(compilePattern(registry.events.files), `events/${slug}.md`)).toBe(slug);
});
