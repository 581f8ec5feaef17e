import { PageHeader } from "~/components/layout/page-header";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

/**
 * In place of a Board page whose data could not be fetched (the year select opens a year's
 * page, and the connection dropped). "Try again" loads that page as a whole document.
 */
export function BoardLoadFailed({ year, path }: { year: string | undefined; path: string }) {
  return (
    <>
      <PageHeader title={year ? `Board ${year}` : "Board"} />
      <Container className="py-14 sm:py-20">
        <div role="alert" className="flex flex-wrap items-center gap-4">
          <p className="text-lg text-ink-muted">
            The board{year ? ` of ${year}` : ""} could not be loaded. Check your connection and try again.
          </p>
          {/* A plain link, not <Link>: the browser loads the prerendered page itself. */}
          <a href={path} className={buttonVariants({ variant: "outline", size: "sm" })}>
            Try again
          </a>
        </div>
      </Container>
    </>
  );
}
