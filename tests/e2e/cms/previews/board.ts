/** A board year: a member's card (name, bio) and the year's heading; its portraits, in the Members list. */
import type { PreviewCase } from "./preview-case";

export const boardPreview: PreviewCase = {
  collection: "board",
  entry: "2025-2026",
  page: "/board/2025-2026",
  elements: { title: "main article h3", body: "main article h3 + p", year: "#board-year-title" },
  pictures: ["images/board/portrait-01.jpg", "images/board/portrait-02.jpg"],
  lists: ["Members"],
};
