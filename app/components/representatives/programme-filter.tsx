import type * as React from "react";
import { useNavigate } from "react-router";
import { choicePillClass } from "~/components/ui/choice-pill";
import { type Programme, programmeAnchor, programmeFilterSearch } from "~/lib/representatives";

/**
 * The programme filter as plain links, `?programme=iba`. Without JavaScript (and in the
 * prerendered page, which lists every programme) a link leads to the programme's section
 * of the full list (`#programme-iba`); with it, the page shows that programme only, in
 * place: the scroll position and the focus stay on the link.
 */
export function ProgrammeFilter({
  path,
  programmes,
  selected,
}: {
  /** The page's own path ('/representatives', '/representatives/2024-2025'), the same before and after hydration. */
  path: string;
  /** The programmes that have representatives this year, in page order. */
  programmes: readonly Programme[];
  /** The programme shown, or undefined for every one. */
  selected: Programme | undefined;
}) {
  const navigate = useNavigate();
  const options: { label: string; programme: Programme | undefined }[] = [
    { label: "All programmes", programme: undefined },
    ...programmes.map((programme) => ({ label: programme, programme })),
  ];

  function filterInPlace(event: React.MouseEvent<HTMLAnchorElement>, programme: Programme | undefined) {
    // A click with a modifier opens the link the browser's way (a new tab, a new window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate({ pathname: path, search: programmeFilterSearch(programme) }, { replace: true, preventScrollReset: true });
  }

  return (
    <nav aria-label="Programmes">
      <ul className="flex flex-wrap gap-2">
        {options.map(({ label, programme }) => {
          const current = programme === selected;
          const hash = programme ? `#${programmeAnchor(programme)}` : "";
          return (
            <li key={label}>
              <a
                href={`${path}${programmeFilterSearch(programme)}${hash}`}
                onClick={(event) => filterInPlace(event, programme)}
                aria-current={current ? "true" : undefined}
                className={choicePillClass(current, "md")}
              >
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
