import { BoardOverview, boardDefaults } from "~/components/board/board-overview";
import { findYearBoard, loadBoard } from "~/content/board.server";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/board";

export function loader() {
  const board = loadBoard();
  const initial = findYearBoard(board, board.defaultYear);
  if (!initial) throw new Error(`The default board year ${board.defaultYear} has no members`);
  // Only the default year travels with the page; other years are fetched when chosen.
  return { years: board.years, initial };
}

// Choosing a year only changes the query string; the page fetches that year's file itself.
export const shouldRevalidate = revalidateOnPathChangeOnly;

export function meta() {
  return pageMeta({ title: boardDefaults.title, description: boardDefaults.subtitle, path: "/board" });
}

export default function BoardRoute({ loaderData }: Route.ComponentProps) {
  return <BoardOverview years={loaderData.years} initial={loaderData.initial} />;
}
