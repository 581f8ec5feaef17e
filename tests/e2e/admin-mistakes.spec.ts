/**
 * A board year's mistakes in /admin, refused by the real CMS before anything is written
 * (cms/mistakes.ts): a board year that exists, a board year left empty, a malformed email
 * on a board member.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { decap } from "../../app/admin/decap/adapter";
import { projectRoot } from "./cms/harness";
import { type Mistake, refuseMistakes } from "./cms/mistakes";
import { press } from "./cms/pointer";
import { fixtureContentDir } from "./sites.mjs";

/** Unfolds a folded list item by the summary it shows (a new board year's member shows "No name"). */
async function unfold(page: Page, summary: string) {
  const toggle = page
    .locator(decap.controlPane)
    .getByText(summary, { exact: true })
    .first()
    .locator("..")
    .getByRole("button")
    .first();
  await press(toggle, { scroll: true });
}

/** Adds a member to the open board year (a new year has none); it opens ready to fill. */
async function addMember(page: Page) {
  await press(page.getByRole("button", { name: "Add Member" }), { scroll: true });
}

const mistakes: Mistake[] = [
  {
    mistake: "a new board year typed as one that exists (2025-2026)",
    folder: "board",
    entry: "board/new",
    make: async (page) => {
      await page.getByLabel("Academic year").fill("2025-2026");
      await addMember(page);
      await page.getByLabel("Name", { exact: true }).fill("Tess Nieuwland");
      await page.getByLabel("Role", { exact: true }).fill("Chair");
    },
    field: /^Academic year/,
    message: /^2025-2026 already exists: open it from the list$/,
  },
  {
    mistake: "a new board year with the year left empty",
    folder: "board",
    entry: "board/new",
    make: async (page) => {
      await addMember(page);
      await page.getByLabel("Name", { exact: true }).fill("Tess Nieuwland");
      await page.getByLabel("Role", { exact: true }).fill("Chair");
    },
    field: /^Academic year/,
    message: /required/i,
  },
  {
    mistake: "a board member's email written 'info at sr-rsm.nl' (2024-2025)",
    folder: "board",
    entry: "board/entries/2024-2025",
    make: async (page) => {
      await unfold(page, firstMemberName("2024-2025"));
      await page
        .getByLabel(/^Email/)
        .first()
        .fill("info at sr-rsm.nl");
    },
    field: /^Email/,
    message: /info@sr-rsm\.nl/,
  },
];

/** The first member's name in a board year of the tests' content: the summary of its folded item. */
function firstMemberName(year: string): string {
  const file = path.join(projectRoot, fixtureContentDir, "board", `${year}.yaml`);
  const name = /^\s+- name: "?([^"\n]+)"?$/m.exec(fs.readFileSync(file, "utf8"))?.[1];
  if (!name) throw new Error(`no member in ${file}`);
  return name;
}

refuseMistakes("a board year's mistakes refused by /admin before anything is written", mistakes);
