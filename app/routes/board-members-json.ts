/** /board/{year}/members.json: one academic year's board as data, written at build time
 * (the page of that year, /board/{year}, shows the same members).
 */
import { findYearBoard, loadBoard } from "~/content/board.server";
import type { Route } from "./+types/board-members-json";

export function loader({ params }: Route.LoaderArgs) {
  const board = findYearBoard(loadBoard(), params.id);
  if (!board) throw new Response("No such academic year", { status: 404 });
  return Response.json(board);
}
