import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { LazyListItem } from "~/components/ui/lazy-list-item";
import type { YearBoard } from "~/content/page-data";
import { useQueryFilter } from "~/hooks/use-query-filter";
import { cn } from "~/lib/utils";
import { BoardMemberCard } from "./board-member-card";
import { BoardYearSelect } from "./board-year-select";
import { useYearBoard } from "./use-year-board";

export const boardDefaults = {
  title: "Board",
  subtitle: "Meet the leadership of RSM Student Representation.",
} as const;

/**
 * The Board page body: title band, year select and the chosen year's member grid.
 * The year lives in `?year=2019-2020` (linkable, survives a reload) and is applied
 * after hydration, because the prerendered HTML always shows the default year. The
 * page carries that year's members; another year's are fetched when it is chosen.
 */
export function BoardOverview({
  years,
  initial,
  title = boardDefaults.title,
  subtitle = boardDefaults.subtitle,
}: {
  /** Academic years, newest first. */
  years: string[];
  /** The default year's board, shown when no other year is asked for. */
  initial: YearBoard;
  title?: string;
  subtitle?: string;
}) {
  const [year, setYear] = useQueryFilter("year", years, initial.year);
  const view = useYearBoard(year, initial);
  const shownYear = view.status === "failed" ? view.year : view.board.year;
  return (
    <>
      <PageHeader title={title} lead={subtitle} />
      <section aria-labelledby="board-year-title" className="py-14 sm:py-20">
        <Container>
          <div className="flex flex-wrap items-end justify-between gap-6">
            <h2 id="board-year-title" className="text-3xl font-bold tracking-tight">
              Board {shownYear}
            </h2>
            <BoardYearSelect years={years} value={year} onChange={setYear} />
          </div>
          <p aria-live="polite" className="sr-only">
            {view.status === "loading" ? `Loading the board of ${view.year}…` : ""}
          </p>
          {view.status === "failed" ? (
            <div role="alert" className="mt-10 flex flex-wrap items-center gap-4">
              <p className="text-lg text-ink-muted">
                The board of {view.year} could not be loaded. Check your connection and try again.
              </p>
              <Button variant="outline" size="sm" onClick={view.retry}>
                Try again
              </Button>
            </div>
          ) : (
            <ul
              aria-labelledby="board-year-title"
              aria-busy={view.status === "loading"}
              className={cn(
                "mt-10 grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3",
                view.status === "loading" && "opacity-60",
              )}
            >
              {view.board.members.map((member, index) => (
                // Keyed by year too, so switching years starts every bio closed.
                <LazyListItem key={`${view.board.year}-${member.name}`} className="[--placeholder-height:35rem]">
                  <BoardMemberCard member={member} priority={view.board.year === initial.year && index === 0} />
                </LazyListItem>
              ))}
            </ul>
          )}
        </Container>
      </section>
    </>
  );
}
