/** The growth test's board year: it becomes the year the Board page opens on; an original year removed. */
import { expect } from "vitest";
import {
  built,
  builtExists,
  element,
  type GrowthCheck,
  idsIn,
  mustChooseRemoval,
  page,
  readData,
  remove,
} from "../grown-site";

const added = { year: "2099-2100", member: "Fixture Chairperson" };
let removed = { year: "", previousDefaultMember: "" };

/** The tests of its addition and its removal. */
const tests: GrowthCheck["tests"] = {
  "added: it becomes the default year the Board page opens on, and has its members file": () => {
    const { year, member } = added;
    const board = element(page("/board"), "main");
    const heading = /<h2 id="board-year-title"[^>]*>([\s\S]*?)<\/h2>/.exec(board)?.[1] ?? "";
    expect(heading.replace(/<!--.*?-->/g, "").trim()).toBe(`Board ${year}`);
    expect(board).toContain(member);
    expect(removed.previousDefaultMember).not.toBe("");
    expect(board).not.toContain(removed.previousDefaultMember);
    expect(built(`board/${year}/members.json`)).toContain(member);
  },

  "removed: its page and files are gone, and the Board page does not name it": () => {
    expect(builtExists(`board/${removed.year}`)).toBe(false);
    expect(page("/board")).not.toContain(removed.year);
  },
};

export const check: GrowthCheck = {
  name: "a board year",
  tests,
  covers: ["board"],
  remove() {
    const years = idsIn("board", ".yaml");
    const boardYear = mustChooseRemoval(
      "board year",
      years.map((year) => ({
        id: year,
        files: [`board/${year}.yaml`],
        links: [
          [`/board?year=${year}`, "/board"],
          [`/board/${year}/members.json`, "/board"],
          // After members.json, which this pattern would cut short.
          [`/board/${year}`, "/board"],
        ],
      })),
    );
    // The year the Board page opened on before the new one was added (the newest one kept).
    const previousDefaultYear = years.filter((year) => year !== boardYear.id).at(-1) ?? "";
    const members = readData(`board/${previousDefaultYear}.yaml`).members as { name: string }[];
    removed = { year: boardYear.id, previousDefaultMember: members[0]?.name ?? "" };
    remove(boardYear);
  },
};
