/** The growth test's year of representatives: /representatives shows it; an original year removed. */
import { expect } from "vitest";
import {
  element,
  type GrowthCheck,
  idsIn,
  mustChooseRemoval,
  page,
  pageExists,
  readData,
  remove,
  sitemapPaths,
} from "../grown-site";

const added = { year: "2099-2100", person: "Fixture Representative" };
let removed = { year: "", previousDefaultRepresentative: "" };

/** The name of the first person of a year of the copy. */
const firstRepresentative = (year: string) =>
  (readData(`representatives/${year}.yaml`).representatives as { name: string }[])[0]?.name ?? "";

/** The tests of its addition and its removal. */
const tests: GrowthCheck["tests"] = {
  "added: /representatives shows it, and it has its own page in the sitemap": () => {
    const { year, person } = added;
    // React separates a text and a value with an empty comment: read the text without it.
    const current = element(page("/representatives"), "main").replace(/<!-- -->/g, "");
    expect(current).toContain(`Representatives ${year}`);
    expect(current).toContain(person);
    expect(removed.previousDefaultRepresentative).not.toBe("");
    expect(current).not.toContain(removed.previousDefaultRepresentative);
    expect(element(page(`/representatives/${year}`), "main")).toContain(person);
    expect(sitemapPaths()).toContain(`/representatives/${year}`);
  },

  "removed: its page is gone from the site and the sitemap, and /representatives no longer links to it": () => {
    expect(pageExists(`/representatives/${removed.year}`)).toBe(false);
    expect(sitemapPaths()).not.toContain(`/representatives/${removed.year}`);
    expect(page("/representatives")).not.toContain(`/representatives/${removed.year}"`);
  },
};

export const check: GrowthCheck = {
  name: "a year of representatives",
  tests,
  covers: ["representatives"],
  remove() {
    const years = idsIn("representatives", ".yaml");
    const chosen = mustChooseRemoval(
      "representatives year",
      years.map((year) => ({
        id: year,
        files: [`representatives/${year}.yaml`],
        links: [[`/representatives/${year}`, "/representatives"]],
      })),
    );
    // The year /representatives showed before the new one was added (the newest one kept).
    const previous = years.filter((year) => year !== chosen.id).at(-1) ?? "";
    removed = { year: chosen.id, previousDefaultRepresentative: firstRepresentative(previous) };
    remove(chosen);
  },
};
