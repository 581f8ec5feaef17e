import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/external-link";
import type { YouSaidWeDidItem } from "~/content/page-data";
import { searchRecordMark } from "~/lib/search-marks";
import { cn } from "~/lib/utils";
import type { SaidStatus } from "~/lib/you-said-we-did";

/** Each status in its own look; the label always says it in words, so colour is never the only sign. */
const statusStyles: Record<SaidStatus, string> = {
  Raised: "border-line bg-sand text-ink",
  "In progress": "border-brand bg-brand-soft text-brand-strong",
  Done: "border-brand bg-brand text-on-brand",
  "Not possible": "border-ink-muted bg-card text-ink-muted",
};

/** The item's status as a label. */
export function StatusLabel({ status, className }: { status: SaidStatus; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center rounded-pill border px-3 py-0.5 text-xs font-semibold tracking-wide uppercase",
        statusStyles[status],
        className,
      )}
    >
      {status}
    </span>
  );
}

/** The programme an item concerns, as a quiet label. */
export function ProgrammeLabel({ programme }: { programme: string }) {
  return (
    <span className="inline-flex w-fit items-center rounded-pill border border-line bg-card px-3 py-0.5 text-xs font-semibold text-ink">
      {programme}
    </span>
  );
}

/**
 * One item of /you-said-we-did: its status and programme, what students raised, what was
 * done (or why it was not possible), when, and the report or article about it. The
 * element id (from the file name) lets anyone link to the item.
 */
export function SaidItem({ item }: { item: YouSaidWeDidItem }) {
  const titleId = `${item.anchor}-title`;
  return (
    // scroll-mt: a link to the item's anchor (Home, the search) leaves it clear of the sticky header.
    <article
      id={item.anchor}
      {...searchRecordMark("Page")}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-card border border-line bg-card p-6 shadow-card sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusLabel status={item.status} />
        <ProgrammeLabel programme={item.programme} />
      </div>
      <h2 id={titleId} className="mt-4 text-2xl leading-snug font-bold">
        {item.title}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        Raised <time dateTime={item.raisedOn}>{item.raisedOnText}</time>
        {item.doneOn ? (
          <>
            {" · Done "}
            <time dateTime={item.doneOn}>{item.doneOnText}</time>
          </>
        ) : null}
      </p>
      <dl className="mt-6 grid gap-6 md:grid-cols-2">
        <div>
          <dt className="text-sm font-bold tracking-wide text-brand uppercase">You said</dt>
          <dd className="mt-2 text-lg leading-relaxed">{item.raised}</dd>
        </div>
        {item.doneHtml ? (
          <div>
            <dt className="text-sm font-bold tracking-wide text-brand uppercase">We did</dt>
            <dd
              className="prose-content mt-2"
              // Rendered from Markdown at build time with raw HTML escaped (markdown.server.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build-time HTML
              dangerouslySetInnerHTML={{ __html: item.doneHtml }}
            />
          </div>
        ) : null}
        {item.reason ? (
          <div>
            <dt className="text-sm font-bold tracking-wide text-brand uppercase">Why not</dt>
            <dd className="mt-2 text-lg leading-relaxed">{item.reason}</dd>
          </div>
        ) : null}
      </dl>
      {item.link ? (
        <p className="mt-6">
          {item.link.internal ? (
            <Link to={item.link.href} className="font-semibold text-brand underline-offset-4 hover:underline">
              Read the article<span className="sr-only">: {item.title}</span>
            </Link>
          ) : (
            <ExternalLink href={item.link.href} className="font-semibold text-brand underline-offset-4 hover:underline">
              Read the report<span className="sr-only">: {item.title}</span>
            </ExternalLink>
          )}
        </p>
      ) : null}
    </article>
  );
}
