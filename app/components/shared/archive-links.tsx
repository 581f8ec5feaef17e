import { Link } from "react-router";
import { choicePillClass } from "~/components/ui/choice-pill";
import { cn } from "~/lib/utils";

export type ArchiveLink = { label: string; to: string };

/**
 * The pages of a listing's archive (ADR 052) as plain links, so they are reached without
 * JavaScript and by crawlers: the years ('2023', '2022', …) or the page numbers. The link to
 * the page on screen is marked as the current page; where a listing's filter shows what one
 * of them holds ('/blog?tag=alumni' shows '/blog/tag/alumni'), as the current one of the
 * set (`aria-current="true"`). Titled by a visible heading.
 */
export function ArchiveLinks({
  title,
  text,
  links,
  current,
  currentIsThisPage = true,
  headingLevel = 2,
  className,
}: {
  title: string;
  /** A line under the title: what the links lead to. */
  text?: string;
  links: readonly ArchiveLink[];
  /** The address of the page on screen, or of the page whose list the filter shows. */
  current?: string;
  /** False when `current` is the page whose list a filter shows, not the page on screen. */
  currentIsThisPage?: boolean;
  /** 3 inside a section headed by an h2. */
  headingLevel?: 2 | 3;
  className?: string;
}) {
  if (links.length === 0) return null;
  const titleId = `archive-links-${title.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-")}`;
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <nav aria-labelledby={titleId} className={cn("mt-12 border-t border-line pt-8", className)}>
      <Heading id={titleId} className="text-xl font-bold tracking-tight">
        {title}
      </Heading>
      {text ? <p className="mt-2 text-ink-muted">{text}</p> : null}
      <ul className="mt-4 flex flex-wrap gap-2">
        {links.map(({ label, to }) => {
          const isCurrent = to === current;
          const currentKind = currentIsThisPage ? "page" : "true";
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={isCurrent ? currentKind : undefined}
                className={choicePillClass(isCurrent, "md")}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
