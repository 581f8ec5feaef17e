/**
 * /board/:year/members.json: one academic year's board, written at build time. The Board
 * page carries only its default year and fetches this file when another year is chosen.
 */
import { findYearBoard, loadBoard } from "~/content/board.server";
import type { Route } from "./+types/board-members-json";

export function loader({ params }: Route.LoaderArgs) {
  const board = findYearBoard(loadBoard(), params.year);
  if (!board) throw new Response("No such academic year", { status: 404 });
  return Response.json(board);
}
