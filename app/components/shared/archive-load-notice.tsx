import { buttonVariants } from "~/components/ui/button";
import type { ArchiveLoad } from "~/hooks/use-archive-page";

/**
 * What a listing's filter says while it loads a year's or a tag's page of the archive
 * (useArchivePage), and when that page's data did not arrive: then a plain link opens the
 * page itself, which the browser loads whole. Nothing once the page is in.
 */
export function ArchiveLoadNotice({
  load,
  what,
  path,
}: {
  load: ArchiveLoad<unknown>;
  /** What is loading, as a sentence continues it: 'the events of 2019'. */
  what: string;
  /** The page the filter loads, for the link. */
  path: string;
}) {
  if (load.state === "loading") return <p className="mt-8 text-lg text-ink-muted">Loading {what}…</p>;
  if (load.state !== "failed") return null;
  return (
    <div role="alert" className="mt-8 flex flex-wrap items-center gap-4">
      <p className="text-lg text-ink-muted">
        Not all of {what} could be loaded. Check your connection, or open their page.
      </p>
      {/* A plain link, not <Link>: the browser loads the prerendered page itself. */}
      <a href={path} className={buttonVariants({ variant: "outline", size: "sm" })}>
        Open the page
      </a>
    </div>
  );
}
