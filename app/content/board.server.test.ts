import { describe, expect, test, vi } from "vitest";
import { findYearBoard, loadBoard } from "./board.server";
import { checked } from "./collections.server";
import { readCollection } from "./load.server";

// The fixture content's board years (tests/fixtures/content/site), with image resolution
// stubbed: this checks the data and the rules, not the image pipeline (which has its own tests).
vi.mock("./images.server", () => import("../../tests/setup/images-mock"));

describe("loadBoard", () => {
  test("lists the 13 academic years newest first, 2025-2026 by default", () => {
    const board = loadBoard();
    expect(board.years).toHaveLength(13);
    expect(board.years[0]).toBe("2025-2026");
    expect(board.years.at(-1)).toBe("2013-2014");
    expect(board.defaultYear).toBe("2025-2026");
    expect(Object.keys(board.members).sort()).toEqual([...board.years].sort());
  });

  test("gives one year's board on its own, and nothing for a year without a file", () => {
    const board = loadBoard();
    const year = findYearBoard(board, "2019-2020");
    expect(year?.year).toBe("2019-2020");
    expect(year?.members).toEqual(board.members["2019-2020"]);
    expect(year?.members.every((card) => (card.portrait?.src.length ?? 0) > 0)).toBe(true);
    expect(findYearBoard(board, "1999-2000")).toBeUndefined();
  });

  test("lists a member without a photo, with no portrait on the card, and every other member with theirs", () => {
    const cards = loadBoard().members["2025-2026"] ?? [];
    const withoutPhoto = cards.filter((card) => !card.portrait);
    expect(withoutPhoto.map((card) => card.name)).toEqual(["Émile Achterberg-Nwosu"]);
    // Left out, not sent as null or undefined (the page data is JSON).
    expect(withoutPhoto[0]).not.toHaveProperty("portrait");
    expect(withoutPhoto[0]).toMatchObject({ role: ["Marketing and Events Coordinator"], imagePosition: "center" });
    expect(cards.filter((card) => card.portrait)).toHaveLength(cards.length - 1);
  });

  test("never sends the email of a member who shows only the profile link", () => {
    const board = loadBoard();
    const sent = JSON.stringify(board);
    const hidden = readCollection(checked("board"))
      .flatMap(({ data }) => data.members)
      .filter((member) => member.showLinkedInOnly && member.email);
    expect(hidden.length).toBeGreaterThan(0);
    for (const member of hidden) expect(sent).not.toContain(member.email);
  });

  test("keeps a role written over several lines as separate lines", () => {
    const cards = Object.values(loadBoard().members).flat();
    expect(cards.some((card) => card.role.length > 1)).toBe(true);
  });
});
