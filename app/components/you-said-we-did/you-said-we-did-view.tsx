import { href, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { MessageCircle } from "~/components/ui/icons";
import type { YouSaidWeDidItem } from "~/content/page-data";
import { youSaidWeDidTexts } from "~/content/page-texts/you-said-we-did";
import { SaidList } from "./said-list";

/** The feedback form on Student Support, by its heading's id. */
const feedbackFormPath = `${href("/student-support")}#feedback-heading`;

/**
 * The page /you-said-we-did: the title band with the way to raise something, then the
 * items with their filters. The route renders every item the build read, the /admin
 * preview the one item of the form.
 */
export function YouSaidWeDidView({ items }: { items: YouSaidWeDidItem[] }) {
  return (
    <>
      <PageHeader title={youSaidWeDidTexts.title} lead={youSaidWeDidTexts.lead}>
        <p className="mt-6 max-w-2xl text-ink-muted">
          Something your programme should change? Raise it through the feedback form: it reaches the board, and what
          comes of it is listed here.
        </p>
        <Link to={feedbackFormPath} className={buttonVariants({ className: "mt-6" })}>
          <MessageCircle aria-hidden="true" />
          Raise something
        </Link>
      </PageHeader>
      <section aria-label="What students raised" className="py-12 sm:py-16">
        <Container>
          <SaidList items={items} />
        </Container>
      </section>
    </>
  );
}
