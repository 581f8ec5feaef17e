/**
 * The records of /board and of each year's page: the year's members as the route's
 * `findYearBoard` gives them; on a year's page each member is a record at their card's anchor.
 */
import type { BoardMemberCard } from "~/content/page-data";
import { memberAnchorIds } from "~/lib/member-anchor";
import { findYearBoard, loadBoard } from "../board.server";
import { fixedPageTexts } from "../page-texts";
import { entryRecord, heading, type SearchBlock, type SearchRecord, text, texts } from "./record";

/** A member's card under their name: the lines of their role, then their bio. */
const memberText = (member: BoardMemberCard): SearchBlock[] => [...texts(member.role), ...text(member.bio)];

export function boardRecords(): SearchRecord[] {
  const board = loadBoard();
  const newest = findYearBoard(board, board.defaultYear)?.members ?? [];
  const overview: SearchRecord = {
    url: "/board",
    type: "Page",
    title: fixedPageTexts.board.title,
    // The newest year's members are part of /board; each is a record on their year's page.
    body: [
      ...text(fixedPageTexts.board.lead),
      heading(`Board ${board.defaultYear}`),
      ...newest.flatMap((member) => [heading(member.name, 3), ...memberText(member)]),
    ],
  };
  const years = board.years.flatMap((year): SearchRecord[] => {
    const members = findYearBoard(board, year)?.members ?? [];
    const { title, lead } = fixedPageTexts.boardYear(year);
    const ids = memberAnchorIds(members.map((member) => member.name));
    return [
      { ...entryRecord("board", year), title, body: [...text(lead), heading("Members")] },
      ...members.map(
        (member, index): SearchRecord => ({
          url: `/board/${year}#${ids[index]}`,
          type: "Board",
          title: member.name,
          unlisted: true,
          body: memberText(member),
        }),
      ),
    ];
  });
  return [overview, ...years];
}
