import { type Ref, type RefObject, useId, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { controlClassName } from "~/components/ui/input";
import { mainNavigation } from "~/config/navigation";
import {
  resultCountText,
  type SearchHit,
  type SearchType,
  searchFieldLabel,
  searchPageUrl,
} from "~/lib/search-results";
import { nextResultIndex } from "~/lib/search-results-keys";
import { cn } from "~/lib/utils";
import { loadPagefind } from "./pagefind";
import { SearchStatus, TypeFilter } from "./search-form-parts";
import { useSiteSearch } from "./use-site-search";

export type SearchPanelProps = {
  query: string;
  onQueryChange: (query: string) => void;
  type: SearchType | null;
  onTypeChange: (type: SearchType | null) => void;
  /** Runs before a result or section link navigates (the dialog closes). */
  onNavigate?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** False until the page has hydrated: the form then works as a plain GET form. */
  enhanced?: boolean;
  /**
   * Whether the index loads as soon as the panel is shown (the dialog: opening it is the
   * intent to search) rather than when the field is first focused or pointed at (/search,
   * whose visitors may only read its directory, and whose load it would slow).
   */
  loadIndexAtOnce?: boolean;
  className?: string;
};

/**
 * The search form and its results, shared by the header's dialog and /search. Without
 * JavaScript it is a GET form to /search. Once enhanced, typing searches the site's
 * Pagefind index, the count is announced (role=status), ↓/↑ move focus from the field
 * through the results and back, Home/End jump within them, and Enter opens the focused
 * result (from the field: the first one). Links navigate through the router.
 */
export function SearchPanel({
  query,
  onQueryChange,
  type,
  onTypeChange,
  onNavigate,
  inputRef: givenInputRef,
  enhanced = true,
  loadIndexAtOnce = true,
  className,
}: SearchPanelProps) {
  const id = useId();
  const ownInputRef = useRef<HTMLInputElement>(null);
  const inputRef = givenInputRef ?? ownInputRef;
  const listRef = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();
  const state = useSiteSearch(enhanced ? query : "", type, enhanced && loadIndexAtOnce);
  const loadIndex = () => {
    // A failure shows when a query needs the index.
    if (enhanced) loadPagefind().catch(() => undefined);
  };
  const hits = state.status === "done" ? state.hits : [];

  const status =
    state.status === "searching"
      ? "Searching…"
      : state.status === "done"
        ? resultCountText(state.total, state.query)
        : state.status === "unavailable"
          ? "Search could not load. The search page lists every page of the site."
          : "";

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>("a[data-result]") ?? [])];
    const target = event.target as HTMLElement;
    const current = target === inputRef.current ? -1 : links.indexOf(target as HTMLAnchorElement);
    if (current === -1 && target !== inputRef.current) return;
    const next = nextResultIndex(current, event.key, links.length);
    if (next === null) return;
    event.preventDefault();
    (next === -1 ? inputRef.current : links[next])?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys are the field's and the results' own; this only routes them
    <div className={cn("flex flex-col gap-4", className)} onKeyDown={onKeyDown}>
      <search aria-label="Site">
        <form
          method="get"
          action="/search"
          onSubmit={(event) => {
            if (!enhanced) return;
            event.preventDefault();
            const first = hits[0];
            if (first) {
              onNavigate?.();
              navigate(first.url);
            } else if (onNavigate && query.trim() !== "") {
              onNavigate();
              navigate(searchPageUrl(query, type));
            }
          }}
          className="flex flex-col gap-3"
        >
          <label htmlFor={`${id}-q`} className="text-sm font-semibold">
            {searchFieldLabel}
          </label>
          <input
            ref={inputRef as Ref<HTMLInputElement>}
            id={`${id}-q`}
            type="search"
            name="q"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            onFocus={loadIndex}
            onPointerEnter={loadIndex}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={`${id}-status`}
            className={cn(controlClassName, "h-12")}
          />
          <TypeFilter type={type} onTypeChange={onTypeChange} />
        </form>
      </search>

      <SearchStatus id={`${id}-status`}>{status}</SearchStatus>

      {hits.length > 0 ? (
        <ul ref={listRef} aria-label="Results" className="flex flex-col gap-2">
          {hits.map((hit) => (
            <li key={hit.url}>
              <ResultLink hit={hit} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      ) : null}

      {state.status === "done" && state.total === 0 ? <NoResults onNavigate={onNavigate} /> : null}
    </div>
  );
}

function ResultLink({ hit, onNavigate }: { hit: SearchHit; onNavigate: (() => void) | undefined }) {
  return (
    <Link
      to={hit.url}
      data-result=""
      onClick={onNavigate}
      className="block rounded-xl border border-line p-3 transition-colors hover:border-brand hover:bg-sand focus-visible:border-brand focus-visible:bg-sand"
    >
      <span className="flex flex-wrap items-center gap-x-2 text-xs font-semibold text-ink-muted">
        <span className="rounded-pill bg-brand-soft px-2 py-0.5 text-brand-strong uppercase">{hit.type}</span>
        {hit.date ? <span>{hit.date}</span> : null}
      </span>
      <span className="mt-1 block font-semibold text-ink">{hit.title}</span>
      {hit.excerpt.length > 0 ? (
        <span className="mt-1 block text-sm text-ink-muted">
          {hit.excerpt.map((part, index) =>
            part.marked ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move; they are rebuilt with the excerpt
              <mark key={index} className="rounded-sm bg-brand-soft px-0.5 text-ink">
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
        </span>
      ) : null}
    </Link>
  );
}

function NoResults({ onNavigate }: { onNavigate: (() => void) | undefined }) {
  return (
    <nav aria-label="Main sections" className="rounded-xl bg-sand p-4">
      <p className="text-sm font-semibold">Try one of the main sections:</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {mainNavigation.map((item) => (
          <li key={item.path}>
            <Link
              to={item.path}
              onClick={onNavigate}
              className="inline-block rounded-pill bg-card px-3 py-1 text-sm font-medium hover:text-brand"
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
