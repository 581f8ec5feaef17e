/**
 * /representatives and /representatives/{year} (routes.ts registers this module twice):
 * "Find your representative". /representatives shows the newest academic year; every year
 * also has a page of its own, as the board's years do.
 */
import { data, href, isRouteErrorResponse } from "react-router";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { RepresentativesOverview } from "~/components/representatives/representatives-overview";
import { representativesDefaults, representativesYearTexts } from "~/content/page-texts/representatives";
import {
  findRepresentativesYear,
  loadRepresentatives,
  loadRepresentativesPage,
} from "~/content/representatives.server";
import { isNotFoundDocument } from "~/lib/not-found-document";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { notFoundMeta, pageMeta, pageTitle } from "~/seo/page-meta";
import type { Route } from "./+types/representatives";

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** Runs at build time for /representatives and for every prerendered /representatives/{year}. */
export function loader({ params }: Route.LoaderArgs) {
  const representatives = loadRepresentatives();
  const yearPage = params.id !== undefined;
  const shown = findRepresentativesYear(representatives, params.id ?? representatives.defaultYear);
  if (!shown) {
    if (yearPage) throw data(null, { status: 404, statusText: "Not Found" });
    throw new Error(`The newest representatives year ${representatives.defaultYear} has no representatives`);
  }
  // Only the shown year travels with the page; another year comes with its own page.
  return { years: representatives.years, page: loadRepresentativesPage(shown), yearPage };
}

/**
 * In the browser. An unknown year arrives as the prerendered 404.html (HTTP 404) and has
 * no data file: answer 404 without requesting one, so the root shows the not-found page
 * without a failed request in the console.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  if (isNotFoundDocument(request.url)) throw data(null, { status: 404, statusText: "Not Found" });
  return serverLoader();
}

// Only another year (another path) means new data; the programme filter in the query does not.
export const shouldRevalidate = revalidateOnPathChangeOnly;

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return isNotFound(error) ? notFoundMeta() : [{ title: pageTitle(representativesDefaults.title) }];
  const { page, yearPage } = loaderData;
  if (!yearPage) {
    return pageMeta({
      title: representativesDefaults.title,
      description: representativesDefaults.lead,
      path: href("/representatives"),
    });
  }
  const texts = representativesYearTexts(page.year);
  return pageMeta({
    title: texts.title,
    description: texts.lead,
    path: href("/representatives/:id", { id: page.year }),
  });
}

export default function RepresentativesRoute({ loaderData }: Route.ComponentProps) {
  const { years, page, yearPage } = loaderData;
  return <RepresentativesOverview years={years} page={page} yearPage={yearPage} />;
}

/** An unknown year is the not-found page, as at the root; anything else is the root's to show. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isNotFound(error)) return <NotFoundPage />;
  throw error;
}
