import { PageHeader } from "~/components/layout/page-header";
import { Container } from "~/components/ui/container";
import type { BoardData } from "~/content/board.server";
import { useQueryFilter } from "~/hooks/use-query-filter";
import { BoardMemberCard } from "./board-member-card";
import { BoardYearSelect } from "./board-year-select";

export const boardDefaults = {
  title: "Board",
  subtitle: "Meet the leadership of RSM Student Representation.",
} as const;

/**
 * The Board page body: title band, year select and the chosen year's member grid.
 * The year lives in `?year=2019-2020` (linkable, survives a reload) and is applied
 * after hydration, because the prerendered HTML always shows the default year.
 */
export function BoardOverview({
  board,
  title = boardDefaults.title,
  subtitle = boardDefaults.subtitle,
}: {
  board: BoardData;
  title?: string;
  subtitle?: string;
}) {
  const [year, setYear] = useQueryFilter("year", board.years, board.defaultYear);
  const members = board.members[year] ?? [];
  return (
    <>
      <PageHeader title={title} lead={subtitle} />
      <section aria-labelledby="board-year-title" className="py-14 sm:py-20">
        <Container>
          <div className="flex flex-wrap items-end justify-between gap-6">
            <h2 id="board-year-title" className="text-3xl font-bold tracking-tight">
              Board {year}
            </h2>
            <BoardYearSelect years={board.years} value={year} onChange={setYear} />
          </div>
          <ul aria-labelledby="board-year-title" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((member, index) => {
              const portrait = board.portraits[member.portrait];
              if (!portrait) return null;
              return (
                // Keyed by year too, so switching years starts every bio closed.
                <li key={`${year}-${member.name}`}>
                  <BoardMemberCard
                    member={member}
                    portrait={portrait}
                    priority={year === board.defaultYear && index === 0}
                  />
                </li>
              );
            })}
          </ul>
        </Container>
      </section>
    </>
  );
}
