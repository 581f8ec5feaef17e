import { PageHeader } from "~/components/layout/page-header";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

/**
 * In place of a page of a listing's archive whose data could not be fetched (a link to it
 * was followed, and the connection dropped). "Try again" loads the page as a whole document.
 */
export function ArchivePageFailed({ title, path }: { title: string; path: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Container className="py-14 sm:py-20">
        <div role="alert" className="flex flex-wrap items-center gap-4">
          <p className="text-lg text-ink-muted">This page could not be loaded. Check your connection and try again.</p>
          {/* A plain link, not <Link>: the browser loads the prerendered page itself. */}
          <a href={path} className={buttonVariants({ variant: "outline", size: "sm" })}>
            Try again
          </a>
        </div>
      </Container>
    </>
  );
}
