import { href, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { MessageCircle } from "~/components/ui/icons";
import { SaidList } from "~/components/you-said-we-did/said-list";
import { youSaidWeDidTexts } from "~/content/page-texts/you-said-we-did";
import { loadYouSaidWeDid } from "~/content/you-said-we-did.server";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/you-said-we-did";

const { title, lead } = youSaidWeDidTexts;

/** The feedback form on Student Support, by its heading's id. */
const feedbackFormPath = `${href("/student-support")}#feedback-heading`;

export function loader() {
  return { items: loadYouSaidWeDid() };
}

// The filters live in the query string; the list itself never changes.
export const shouldRevalidate = revalidateOnPathChangeOnly;

export function meta() {
  return pageMeta({ title, description: lead, path: href("/you-said-we-did") });
}

export default function YouSaidWeDidRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} lead={lead}>
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
          <SaidList items={loaderData.items} />
        </Container>
      </section>
    </>
  );
}
