import { Link } from "react-router";
import { SectionHeading } from "~/components/shared/section-heading";
import { Container } from "~/components/ui/container";
import type { DoneItemSummary } from "~/content/page-data";
import { searchCardMark } from "~/lib/search-marks";

/**
 * Home's 'You said, we did': the three items done most recently, each linking to its
 * place on /you-said-we-did (`link`); left out while nothing is done. Self-contained (no
 * import shared with the page itself), so the page's code stays out of Home's first load;
 * its words and links come from Home's loader, so its script stays small too.
 */
export function LatestDone({
  title,
  lead,
  link,
  linkText,
  items,
}: {
  title: string;
  lead: string;
  /** The page, /you-said-we-did, and the words of the link to it. */
  link: string;
  linkText: string;
  items: (DoneItemSummary & { link: string })[];
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="you-said-we-did-title" className="py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="you-said-we-did-title" title={title} lead={lead} />
          <Link to={link} className="font-semibold text-brand underline-offset-4 hover:underline">
            {linkText}
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.anchor}>
              <article
                aria-labelledby={`latest-${item.anchor}`}
                {...searchCardMark}
                className="relative flex h-full flex-col rounded-card border border-line bg-card p-6 shadow-card"
              >
                <h3 id={`latest-${item.anchor}`} className="text-xl leading-snug font-bold">
                  {/* The whole card is the link's target area; its name is the title alone. */}
                  <Link
                    to={item.link}
                    className="underline-offset-4 after:absolute after:inset-0 after:rounded-card hover:text-brand hover:underline"
                  >
                    {item.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm font-semibold text-brand">
                  {item.programme} · Done <time dateTime={item.doneOn}>{item.doneOnText}</time>
                </p>
                <p className="mt-3 line-clamp-3 text-ink-muted">{item.raised}</p>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
