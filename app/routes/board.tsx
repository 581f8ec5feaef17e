import { BoardOverview, boardDefaults } from "~/components/board/board-overview";
import { loadBoard } from "~/content/board.server";
import { revalidateOnPathChangeOnly } from "~/hooks/use-query-filter";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/board";

export function loader() {
  return { board: loadBoard() };
}

// Choosing a year only changes the query string: the data for every year is already here.
export const shouldRevalidate = revalidateOnPathChangeOnly;

export function meta() {
  return pageMeta({ title: boardDefaults.title, description: boardDefaults.subtitle, path: "/board" });
}

export default function BoardRoute({ loaderData }: Route.ComponentProps) {
  return <BoardOverview board={loaderData.board} />;
}
