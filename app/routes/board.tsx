/**
 * /board and /board/{year} (routes.ts registers this module twice). /board shows the
 * newest year; every year also has a page of its own. One module for both keeps the page
 * mounted when the year select moves between them, so the select keeps its focus.
 */
import { useEffect } from "react";
import { data, href, isRouteErrorResponse, useLocation, useParams, useSearchParams } from "react-router";
import { BoardLoadFailed } from "~/components/board/board-load-failed";
import { BoardOverview, boardDefaults, boardYearTexts, useOpenBoardYear } from "~/components/board/board-overview";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { findYearBoard, loadBoard } from "~/content/board.server";
import { findAcademicYear } from "~/lib/board";
import { isNotFoundDocument } from "~/lib/not-found-document";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { notFoundMeta, pageMeta, pageTitle } from "~/seo/page-meta";
import type { Route } from "./+types/board";

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** What clientLoader throws when a year's data did not arrive. */
const loadFailed = "board-load-failed";
const isLoadFailure = (error: unknown) => isRouteErrorResponse(error) && error.data === loadFailed;

/** Runs at build time for /board and for every prerendered /board/{year}. */
export function loader({ params }: Route.LoaderArgs) {
  const board = loadBoard();
  const yearPage = params.id !== undefined;
  const shown = findYearBoard(board, params.id ?? board.defaultYear);
  if (!shown) {
    if (yearPage) throw data(null, { status: 404, statusText: "Not Found" });
    throw new Error(`The default board year ${board.defaultYear} has no members`);
  }
  // Only the shown year travels with the page; another year comes with its own page.
  return { years: board.years, board: shown, yearPage };
}

/**
 * In the browser. An unknown year arrives as the prerendered 404.html (HTTP 404) and has
 * no data file: answer 404 without requesting one, so the root shows the not-found page
 * without a failed request in the console (as blog/article.tsx does). A year whose data
 * does not arrive (the connection dropped) is a load failure that ErrorBoundary offers to retry.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  if (isNotFoundDocument(request.url)) throw data(null, { status: 404, statusText: "Not Found" });
  try {
    return await serverLoader();
  } catch (error) {
    if (isNotFound(error)) throw error;
    console.warn(error);
    throw data(loadFailed, { status: 503, statusText: "Service Unavailable" });
  }
}

// Only another year (another path) means new data; an old `?year=` or a #member hash does not.
export const shouldRevalidate = revalidateOnPathChangeOnly;

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return isNotFound(error) ? notFoundMeta() : [{ title: pageTitle(boardDefaults.title) }];
  const { board, yearPage } = loaderData;
  if (!yearPage)
    return pageMeta({ title: boardDefaults.title, description: boardDefaults.subtitle, path: href("/board") });
  const texts = boardYearTexts(board.year);
  return pageMeta({
    title: texts.title,
    description: texts.subtitle,
    path: href("/board/:id", { id: board.year }),
  });
}

export default function BoardRoute({ loaderData }: Route.ComponentProps) {
  const { years, board, yearPage } = loaderData;
  const [searchParams] = useSearchParams();
  const openYear = useOpenBoardYear();
  // Before the years had pages of their own, /board?year=2019-2020 chose the year; such a
  // link now leads to /board/2019-2020 once the page has hydrated (a static file cannot
  // redirect by query string). An unknown year leaves the newest one on screen.
  const linkedYear = yearPage ? undefined : findAcademicYear(years, searchParams.get("year"));
  useEffect(() => {
    if (linkedYear) openYear(linkedYear);
  }, [linkedYear, openYear]);

  return <BoardOverview years={years} board={board} yearPage={yearPage} />;
}

/**
 * An unknown year is the not-found page, as at the root; a year whose data did not arrive
 * says so and offers to load the page again. Anything else is the root's to show.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const { id: year } = useParams();
  if (isNotFound(error)) return <NotFoundPage />;
  if (isLoadFailure(error)) return <BoardLoadFailed year={year} path={pathname} />;
  throw error;
}
