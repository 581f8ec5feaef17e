import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { SearchStatus, TypeFilter } from "~/components/search/search-form-parts";
import searchPanelUrl from "~/components/search/search-panel?lazy-chunk";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { controlClassName } from "~/components/ui/input";
import { builtClientDir } from "~/content/build-dir.server";
import { directory, searchRecords } from "~/content/search-records.server";
import { importChunk } from "~/lib/import-chunk";
import { isSearchType, type SearchType, searchFieldLabel, searchPageUrl } from "~/lib/search-results";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { cn } from "~/lib/utils";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/search";

// The interactive search loads once the page is interactive, not with the page's first
// load (a chunk of its own, imported by address: importChunk); until then (and without
// JavaScript) the plain GET form below stands in for it.
const SearchPanel = lazy(() =>
  importChunk<typeof import("~/components/search/search-panel")>(searchPanelUrl).then((module) => ({
    default: module.SearchPanel,
  })),
);

const title = "Search";
const lead = "Find an article, event, team, role, board year, support resource or answer to a question.";

/**
 * The directory shown without a query (and without JavaScript): every page and item, by
 * type, as the search finds them: the records of the built pages, which the prerender has
 * written before this page (it is prerendered last). The development server builds no
 * pages: it lists none.
 */
export function loader() {
  if (import.meta.env.DEV) return { groups: [] };
  return { groups: directory(searchRecords(builtClientDir())) };
}

// The query lives in the query string; the directory does not depend on it.
export const shouldRevalidate = revalidateOnPathChangeOnly;

export function meta() {
  return pageMeta({ title, description: lead, path: "/search" });
}

/**
 * /search: a GET form and, prerendered, the directory of every page grouped by type, so a
 * visitor without JavaScript still finds everything. Once hydrated, `?q=` (and `?type=`)
 * run the search on load, and the URL follows the field as the visitor types (replacing
 * the history entry). The page has no search record of its own (search-records.server.ts).
 */
export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page has no query: the URL's is read only after hydration, so the
  // first render matches the HTML.
  const [hydrated, setHydrated] = useState(false);
  const [query, setQuery] = useState("");
  const [type, setType] = useState<SearchType | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page becomes interactive
  useEffect(() => {
    const typeParam = searchParams.get("type");
    setQuery(searchParams.get("q") ?? "");
    setType(isSearchType(typeParam) ? typeParam : null);
    setHydrated(true);
  }, []);

  const update = (nextQuery: string, nextType: SearchType | null) => {
    setQuery(nextQuery);
    setType(nextType);
    const next = new URL(searchPageUrl(nextQuery, nextType), "http://local");
    setSearchParams(next.searchParams, { replace: true, preventScrollReset: true });
  };

  return (
    <div>
      <PageHeader title={title} lead={lead} />
      <Container className="py-10 sm:py-14">
        <div className="max-w-3xl">
          {hydrated ? (
            <Suspense fallback={<SearchForm query={query} onQueryChange={(next) => update(next, type)} />}>
              <SearchPanel
                query={query}
                onQueryChange={(next) => update(next, type)}
                type={type}
                onTypeChange={(next) => update(query, next)}
                loadIndexAtOnce={false}
              />
            </Suspense>
          ) : (
            <SearchForm />
          )}
        </div>
        {query.trim() === "" ? <Directory groups={loaderData.groups} /> : null}
      </Container>
    </div>
  );
}

/**
 * The form before the search has loaded, and without JavaScript: a GET form to this page.
 * It takes the same room as the search panel that replaces it (the filter and status line
 * keep their places), so the directory below does not move.
 */
function SearchForm({ query, onQueryChange }: { query?: string; onQueryChange?: (query: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <search aria-label="Site">
        <form method="get" action="/search" className="flex flex-col gap-3">
          <label htmlFor={id} className="text-sm font-semibold">
            {searchFieldLabel}
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              type="search"
              name="q"
              {...(onQueryChange ? { value: query, onChange: (event) => onQueryChange(event.target.value) } : {})}
              autoComplete="off"
              enterKeyHint="search"
              className={cn(controlClassName, "h-12")}
            />
            <button type="submit" className={buttonVariants()}>
              Search
            </button>
          </div>
          <TypeFilter placeholder />
        </form>
      </search>
      <SearchStatus placeholder />
    </div>
  );
}

function Directory({ groups }: { groups: Route.ComponentProps["loaderData"]["groups"] }) {
  return (
    <section aria-labelledby="directory-title" className="mt-10">
      <h2 id="directory-title" className="text-2xl font-bold tracking-tight">
        Every page
      </h2>
      <div className="mt-6 grid gap-8 sm:grid-cols-2">
        {groups.map((group) => (
          <section key={group.type} aria-labelledby={`directory-${group.type}`}>
            <h3 id={`directory-${group.type}`} className="text-lg font-bold">
              {group.heading} <span className="text-sm font-normal text-ink-muted">({group.items.length})</span>
            </h3>
            <ul className="mt-2 flex flex-col gap-1.5">
              {group.items.map((item) => (
                <li key={`${item.url} ${item.title}`}>
                  <Link to={item.url} className="font-medium text-brand underline-offset-2 hover:underline">
                    {item.title}
                  </Link>
                  {item.detail ? <span className="block text-sm text-ink-muted">{item.detail}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
