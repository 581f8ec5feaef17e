import { useCallback } from "react";
import { href, matchPath, useNavigate, useNavigation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { Container } from "~/components/ui/container";
import { LazyListItem } from "~/components/ui/lazy-list-item";
import type { YearBoard } from "~/content/page-data";
import { boardTexts, boardYearTexts as yearTexts } from "~/content/page-texts/board";
import { keepFocusState } from "~/hooks/use-focus-main-on-navigate";
import { memberAnchorIds } from "~/lib/member-anchor";
import { cn } from "~/lib/utils";
import { BoardMemberCard } from "./board-member-card";
import { BoardYearLinks } from "./board-year-links";
import { BoardYearSelect } from "./board-year-select";

export const boardDefaults = { title: boardTexts.title, subtitle: boardTexts.lead } as const;

/** The title and lead of one year's page, /board/{year}; also its meta title and description. */
export function boardYearTexts(year: string) {
  const { title, lead } = yearTexts(year);
  return { title, subtitle: lead };
}

/**
 * Opens the page of `year`, keeping the scroll position and the focus on the control
 * that asked for it: to the visitor this is the same page showing another year.
 */
export function useOpenBoardYear() {
  const navigate = useNavigate();
  return useCallback(
    (year: string) =>
      navigate(href("/board/:id", { id: year }), { replace: true, preventScrollReset: true, state: keepFocusState }),
    [navigate],
  );
}

/**
 * The Board page body: title band, year select and one year's member grid. Every year is
 * a prerendered page of its own (/board/{year}, and /board for the newest), so the members
 * are in the HTML; choosing another year opens its page, whose data comes as React Router
 * fetches it. Each card has an id (`member-<name>`) that links can point at.
 */
export function BoardOverview({
  years,
  board,
  yearPage,
  title,
  subtitle,
}: {
  /** Academic years, newest first. */
  years: string[];
  /** The board this page shows. */
  board: YearBoard;
  /** True on /board/{year}, false on /board (which shows the newest year). */
  yearPage: boolean;
  title?: string;
  subtitle?: string;
}) {
  const openYear = useOpenBoardYear();
  const navigation = useNavigation();
  const pendingYear =
    navigation.state === "loading" ? matchPath("/board/:id", navigation.location.pathname)?.params.id : undefined;
  const loading = pendingYear !== undefined && pendingYear !== board.year;
  const texts = yearPage ? boardYearTexts(board.year) : boardDefaults;
  const anchorIds = memberAnchorIds(board.members.map((member) => member.name));

  return (
    <>
      <PageHeader title={title ?? texts.title} lead={subtitle ?? texts.subtitle} />
      <section aria-labelledby="board-year-title" className="py-14 sm:py-20">
        <Container>
          <div className="flex flex-wrap items-end justify-between gap-6">
            <h2 id="board-year-title" className="text-3xl font-bold tracking-tight">
              {yearPage ? "Members" : `Board ${board.year}`}
            </h2>
            <BoardYearSelect years={years} value={board.year} onChange={openYear} />
            <BoardYearLinks years={years} shownYear={board.year} yearPage={yearPage} />
          </div>
          <p aria-live="polite" className="sr-only">
            {loading ? `Loading the board of ${pendingYear}…` : ""}
          </p>
          <ul
            aria-label={`Board ${board.year}`}
            aria-busy={loading}
            className={cn("mt-10 grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3", loading && "opacity-60")}
          >
            {board.members.map((member, index) => (
              // Keyed by year too, so switching years starts every bio closed; by the member's
              // anchor, which is unique where names are not (two members not named yet, in /admin).
              <LazyListItem key={`${board.year}-${anchorIds[index]}`} className="[--placeholder-height:35rem]">
                <BoardMemberCard id={anchorIds[index]} member={member} priority={index === 0} searchRecord={yearPage} />
              </LazyListItem>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
