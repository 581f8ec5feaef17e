// @vitest-environment jsdom
/**
 * The board year's preview, as Decap renders it: the year's member cards, quietly while a year is typed.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { BoardOverview } from "~/components/board/board-overview";
import { entry, expectPreviewToBeThePage, resolveAsset } from "../../../tests/helpers/preview-is-the-page";
import { getAsset, previewProps as props } from "../../../tests/helpers/preview-props";
import { yearBoardFromEntry } from "./board";
import BoardPreview from "./board-preview";
import type { PreviewProps } from "./preview-props";

test("the board preview shows the year's member cards", () => {
  render(
    <BoardPreview
      {...props("2025-2026", {
        members: [
          { name: "Ada Vermeer", role: "Chair\nVice Chair", image: "../images/board/p1.jpg", bio: "Chairs meetings." },
          { name: "Hana Jansma", role: "Secretary", image: "../images/board/p2.jpg", email: "hana@example.org" },
        ],
      })}
    />,
  );
  expect(screen.getByRole("heading", { level: 1, name: "Board 2025-2026" })).toBeInTheDocument();
  expect(screen.getByRole("list", { name: "Board 2025-2026" })).toBeInTheDocument();
  const cards = screen.getAllByRole("article");
  expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual([
    "Ada Vermeer",
    "Hana Jansma",
  ]);
  expect(within(cards[0] as HTMLElement).getByText("Vice Chair")).toBeInTheDocument();
  expect(within(cards[1] as HTMLElement).getByRole("link", { name: "Email Hana Jansma" })).toHaveAttribute(
    "href",
    "mailto:hana@example.org",
  );
});

/** True while WatchedBoardPreview renders: a getAsset call then is a call during rendering. */
let boardPreviewRendering = false;
function WatchedBoardPreview(previewProps: PreviewProps) {
  boardPreviewRendering = true;
  try {
    return <BoardPreview {...previewProps} />;
  } finally {
    boardPreviewRendering = false;
  }
}

test("a board year being typed (members without names yet) draws its cards quietly, pictures read after rendering", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  // Decap's getAsset dispatches a load to its store: never while a preview renders.
  const watchedGetAsset = vi.fn((path: string) => {
    if (boardPreviewRendering) throw new Error(`getAsset(${path}) while rendering`);
    return getAsset(path);
  });
  try {
    render(
      <WatchedBoardPreview
        {...props("", {
          academicYear: "2026-2027",
          members: [
            { name: "", role: "", image: "../images/board/p1.jpg" },
            { name: "", role: "" },
          ],
        })}
        getAsset={watchedGetAsset}
      />,
    );
    expect(screen.getAllByRole("article")).toHaveLength(2);
    await waitFor(() => expect(document.querySelector('img[src="blob:asset/p1.jpg"]')).not.toBeNull());
    expect(document.querySelector('img[src=""]')).toBeNull();
    expect(watchedGetAsset).toHaveBeenCalledWith("../images/board/p1.jpg");
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
});

test("the preview holds the page's view of the same entry, markup for markup", async () => {
  await expectPreviewToBeThePage({
    entry: entry("2030-2031", {
      academicYear: "2030-2031",
      members: [
        { name: "Ada Vermeer", role: "Chair\nVice Chair", image: "../images/board/ada.jpg", bio: "Chairs meetings." },
        { name: "Hana Jansma", role: "Secretary", email: "hana@example.org", linkedin: "https://example.org/in/hana" },
      ],
    }),
    Preview: BoardPreview,
    page: (entry) => {
      const board = yearBoardFromEntry(entry, resolveAsset);
      return <BoardOverview years={[board.year]} board={board} yearPage />;
    },
    ready: (main) => within(main).findByRole("heading", { level: 3, name: "Hana Jansma" }),
  });
});
