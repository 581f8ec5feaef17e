import { expect, test } from "vitest";
import { chatsForProgramme, programmeFilters } from "./group-chats";

const chats = [
  { title: "IBA 2024-2027", tag: "IBA" },
  { title: "BA 2024-2027", tag: "BA" },
  { title: "IBA 2025-2028", tag: "IBA" },
  { title: "Pre-MSc 2025-2026", tag: "Pre-MSc" },
];

test("the filters are All, then each programme once, in the order the chats list them", () => {
  expect(programmeFilters(chats)).toEqual(["All", "IBA", "BA", "Pre-MSc"]);
  expect(programmeFilters([])).toEqual(["All"]);
});

test("All shows every chat; a programme shows its own chats in order", () => {
  expect(chatsForProgramme(chats, "All")).toEqual(chats);
  expect(chatsForProgramme(chats, "IBA").map((chat) => chat.title)).toEqual(["IBA 2024-2027", "IBA 2025-2028"]);
  expect(chatsForProgramme(chats, "Pre-MSc")).toHaveLength(1);
});
