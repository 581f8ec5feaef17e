import { href, Link } from "react-router";
import { choicePillClass } from "~/components/ui/choice-pill";

/**
 * The academic years as plain links, for visitors without JavaScript, where the year
 * select (which opens a year's page from script) cannot work: shown only under
 * `scripting: none`. With script the select stands in their place.
 */
export function BoardYearLinks({
  years,
  shownYear,
  yearPage,
}: {
  /** Newest first. */
  years: readonly string[];
  /** The year on screen: marked as the current one. */
  shownYear: string;
  /** On /board/{year} the shown year's link is this very page. */
  yearPage: boolean;
}) {
  return (
    <nav aria-label="Academic years" className="hidden w-full [@media(scripting:none)]:block">
      <ul className="flex flex-wrap gap-2">
        {years.map((year) => {
          const current = year === shownYear;
          return (
            <li key={year}>
              <Link
                to={href("/board/:id", { id: year })}
                aria-current={current ? (yearPage ? "page" : "true") : undefined}
                className={choicePillClass(current, "md")}
              >
                {year}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
