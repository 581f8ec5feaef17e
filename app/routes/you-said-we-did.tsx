import { href } from "react-router";
import { YouSaidWeDidView } from "~/components/you-said-we-did/you-said-we-did-view";
import { youSaidWeDidTexts } from "~/content/page-texts/you-said-we-did";
import { loadYouSaidWeDid } from "~/content/you-said-we-did.server";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/you-said-we-did";

const { title, lead } = youSaidWeDidTexts;

export function loader() {
  return { items: loadYouSaidWeDid() };
}

// The filters live in the query string; the list itself never changes.
export const shouldRevalidate = revalidateOnPathChangeOnly;

export function meta() {
  return pageMeta({ title, description: lead, path: href("/you-said-we-did") });
}

export default function YouSaidWeDidRoute({ loaderData }: Route.ComponentProps) {
  return <YouSaidWeDidView items={loaderData.items} />;
}
