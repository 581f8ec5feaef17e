/** The growth test's 'You said, we did' item: first on its page at its own anchor and on Home; an original item removed. */
import { expect } from "vitest";
import {
  element,
  type GrowthCheck,
  idsIn,
  mustChooseRemoval,
  page,
  remove,
  sitemapPaths,
  stringField,
  wholeText,
} from "../grown-site";

const added = { id: "fixture-growth-item", title: "Fixture Item That Proves New Files Appear" };
let removed = { id: "", title: "" };

/** The tests of its addition and its removal. */
const tests: GrowthCheck["tests"] = {
  "added: first on its page at its own anchor, first of Home's latest done": () => {
    const { id, title } = added;
    const list = element(page("/you-said-we-did"), "main");
    expect(/<article id="([\w-]+)"/.exec(list)?.[1]).toBe(`item-${id}`);
    expect(list).toMatch(wholeText(title));
    expect(/href="\/you-said-we-did#([\w-]+)"/.exec(element(page("/"), "main"))?.[1]).toBe(`item-${id}`);
    expect(sitemapPaths()).toContain("/you-said-we-did");
  },

  "removed: gone from its page and from Home": () => {
    const { id, title } = removed;
    const list = element(page("/you-said-we-did"), "main");
    expect(list).not.toContain(`id="item-${id}"`);
    expect(list).not.toMatch(wholeText(title));
    expect(page("/")).not.toContain(`#item-${id}"`);
  },
};

export const check: GrowthCheck = {
  name: "a 'You said, we did' item",
  tests,
  covers: ["you-said-we-did"],
  remove() {
    const item = mustChooseRemoval(
      "'You said, we did' item",
      idsIn("you-said-we-did", ".md").map((id) => ({
        id,
        files: [`you-said-we-did/${id}.md`],
        links: [[`/you-said-we-did#item-${id}`, "/you-said-we-did"]],
      })),
    );
    removed = { id: item.id, title: stringField(item.files[0] ?? "", "title") };
    remove(item);
  },
};
