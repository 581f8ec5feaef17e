import { describe, expect, test, vi } from "vitest";
import {
  findRepresentativesYear,
  loadProgrammeChats,
  loadRepresentatives,
  loadRepresentativesPage,
} from "./representatives.server";

// The fixture content's years (tests/fixtures/content/site/representatives), with image
// resolution stubbed: this checks the data, not the image pipeline (which has its own tests).
vi.mock("./images.server", () => import("../../tests/setup/images-mock"));

describe("loadRepresentatives", () => {
  test("lists the years newest first and shows the newest by default", () => {
    const data = loadRepresentatives();
    expect(data.years).toEqual(["2025-2026", "2024-2025"]);
    expect(data.defaultYear).toBe("2025-2026");
    expect(findRepresentativesYear(data, "2024-2025")?.representatives.map((card) => card.name)).toEqual([
      "Fixture Past Rep Anna",
      "Fixture Past Rep Bert",
    ]);
    expect(findRepresentativesYear(data, "1999-2000")).toBeUndefined();
  });

  test("a card holds what the page shows, and leaves out what the file leaves out", () => {
    const cards = loadRepresentatives().byYear["2025-2026"] ?? [];
    const [ivo, ilse] = cards;
    expect(ivo).toMatchObject({
      name: "Fixture Rep Ivo",
      programme: "IBA",
      year: 1,
      covers: "Year 1, all courses",
      initials: "FI",
      mailbox: "iba-year-1@sr-rsm.example.org",
      portrait: { src: "../images/board/portrait-05.jpg" },
    });
    expect(ilse).not.toHaveProperty("mailbox");
    expect(ilse).not.toHaveProperty("portrait");
    expect(cards.find((card) => card.programme === "Pre-MSc")).not.toHaveProperty("year");
  });
});

test("the programmes' group chats come from the Student Support page, by the chat's programme tag", () => {
  const chats = loadProgrammeChats();
  expect(chats.map((chat) => `${chat.programme}: ${chat.title}`)).toEqual([
    "IBA: IBA 2023-2026",
    "IBA: IBA 2024-2027",
    "IBA: IBA 2025-2028",
    "BA: BA 2023-2026",
    "BA: BA 2024-2027",
    "BA: BA 2025-2028",
  ]);
});

test("the page's data: grouped, each card with its way to reach them, each programme with its chats", () => {
  const data = loadRepresentatives();
  const shown = findRepresentativesYear(data, data.defaultYear);
  if (!shown) throw new Error("the fixture content has no newest year");
  const page = loadRepresentativesPage(shown);
  expect(page.year).toBe("2025-2026");
  expect(page.programmes.map((group) => [group.programme, group.chats.length])).toEqual([
    ["IBA", 3],
    ["BA", 3],
    ["Pre-MSc", 0],
  ]);
  const people = page.programmes.flatMap((group) => group.years.flatMap((year) => year.people));
  const contacts = Object.fromEntries(people.map((person) => [person.name, person.contact]));
  expect(contacts["Fixture Rep Ivo"]).toEqual({
    kind: "mailbox",
    href: "mailto:iba-year-1@sr-rsm.example.org",
    address: "iba-year-1@sr-rsm.example.org",
  });
  expect(contacts["Fixture Rep Ilse"]).toEqual({ kind: "group-chats", href: "#programme-iba-chats" });
  // No mailbox and no Pre-MSc chat: the site settings' general mailbox.
  expect(contacts["Fixture Rep Pim"]).toMatchObject({ kind: "mailbox", address: "info@sr-rsm.example.org" });
});
