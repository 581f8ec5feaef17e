/**
 * The lists on Home, About, Join Us and Student Support grow and shrink by entries alone:
 * no schema fixes their length. Each test takes the fixture file, changes a list the way
 * an editor would and validates it with the page's schema.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { parse } from "yaml";
import type { z } from "zod";
import { registeredCollections } from "./registry";
import { aboutSchema } from "./schemas/about";
import { homeSchema } from "./schemas/home";
import { supportSchema } from "./schemas/support";
import { joinSchema } from "./schemas/teams";

/** The fixture file of the single file with this schema (registry.ts), as the schema's input, to be edited by the test. */
function fixture<Schema extends z.ZodType>(schema: Schema): z.input<Schema> {
  const file = registeredCollections.find(([, definition]) => definition.schema === schema)?.[1].files;
  if (!file) throw new Error("no collection of the registry has this schema");
  return parse(fs.readFileSync(path.resolve("tests/fixtures/content/site", file), "utf8"));
}

/** The list item at `index`, which the fixture has. */
function item<T>(list: T[], index: number): T {
  const found = list[index];
  if (found === undefined) throw new Error(`the fixture list has no item ${index}`);
  return found;
}

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);

test("Join Us takes a fifth offer, a fifth tab with an id of its own and a seventh FAQ entry", () => {
  const join = fixture(joinSchema);
  join.offers.items.push({ title: "Friends for Life", description: "The people you meet stay.", icon: "handshake" });
  join.applicationProcess.tabs.push({
    id: "assessment-day",
    title: "Assessment Day",
    shortTitle: "Assessment",
    sections: [{ title: "A day with us", content: "You join a team for a day." }],
  });
  join.faq.entries.push({ question: "Can I join two teams?", answer: "Yes, if your time allows it." });
  expect(issuesOf(joinSchema.safeParse(join))).toEqual([]);
});

test("Join Us with one offer, one tab and one FAQ entry is valid; none of a kind is not", () => {
  const join = fixture(joinSchema);
  join.offers.items = join.offers.items.slice(0, 1);
  join.applicationProcess.tabs = join.applicationProcess.tabs.slice(0, 1);
  join.faq.entries = join.faq.entries.slice(0, 1);
  expect(issuesOf(joinSchema.safeParse(join))).toEqual([]);
  join.applicationProcess.tabs = [];
  expect(issuesOf(joinSchema.safeParse(join))).toHaveLength(1);
});

test("two application tabs with the same id are an error on the second one's id", () => {
  const join = fixture(joinSchema);
  item(join.applicationProcess.tabs, 3).id = "cv";
  expect(issuesOf(joinSchema.safeParse(join))).toEqual([
    'applicationProcess.tabs.3.id: another tab already has the id "cv" → give each tab its own id',
  ]);
});

test("a tab id is a slug: lowercase words joined by hyphens", () => {
  const join = fixture(joinSchema);
  item(join.applicationProcess.tabs, 0).id = "Curriculum Vitae";
  expect(issuesOf(joinSchema.safeParse(join))).toHaveLength(1);
});

test("an offer or a value without an icon gets its list's default icon", () => {
  const join = fixture(joinSchema);
  delete item(join.offers.items, 0).icon;
  expect(joinSchema.parse(join).offers.items[0]?.icon).toBe("sparkles");
  const about = fixture(aboutSchema);
  delete item(about.values.items, 0).icon;
  expect(aboutSchema.parse(about).values.items[0]?.icon).toBe("target");
});

test("Student Support takes a ninth resource and a seventh group chat of a new programme", () => {
  const support = fixture(supportSchema);
  support.resources.items.push({
    title: "Library",
    description: "Books, databases and quiet places to study.",
    icon: "book-open",
    link: "https://library.example.org/",
  });
  support.groupChats.items.push({
    title: "Pre-MSc 2025-2026",
    tag: "Pre-MSc",
    link: "https://chat.example.org/whatsapp/pre-msc-2025-2026",
  });
  expect(issuesOf(supportSchema.safeParse(support))).toEqual([]);
});

test("a group chat's programme cannot be called 'All', the button that shows every chat", () => {
  const support = fixture(supportSchema);
  item(support.groupChats.items, 0).tag = "all";
  expect(issuesOf(supportSchema.safeParse(support))).toEqual([
    "groupChats.items.0.tag: 'All' is the button that shows every chat → use the programme's name",
  ]);
});

test("Home takes a sixth statistic card, About a fifth timeline entry and a seventh value", () => {
  const home = fixture(homeSchema);
  home.statistics.push({ number: 12, suffix: "", label: "Programmes", image: "images/stats/alumni.jpg" });
  expect(issuesOf(homeSchema.safeParse(home))).toEqual([]);
  const about = fixture(aboutSchema);
  about.timeline.entries.push({ year: "2026", title: "A new website", description: "Editors add content by files." });
  about.values.items.push({ title: "Curiosity", description: "We keep asking why.", icon: "lightbulb" });
  expect(issuesOf(aboutSchema.safeParse(about))).toEqual([]);
});

test("Home's team tiles are not listed in home.yaml: they come from the team files", () => {
  const home = fixture(homeSchema);
  const withTiles = { ...home, whatWeDo: { ...home.whatWeDo, tiles: [{ title: "Representatives" }] } };
  expect(issuesOf(homeSchema.safeParse(withTiles))).toHaveLength(1);
});
