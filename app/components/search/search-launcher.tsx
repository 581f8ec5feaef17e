import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import { Search } from "~/components/ui/icons";
import { importChunk } from "~/lib/import-chunk";
import searchDialogUrl from "./search-dialog?lazy-chunk";

// The dialog, its results and Pagefind are not part of any page's first load: the
// dialog's module loads when search is first opened, Pagefind after that. This file is
// in every page's first load, so it stays as small as it can (the budget test checks):
// the dialog is a chunk of its own, imported by address (importChunk).
const SearchDialog = lazy(() => importChunk<typeof import("./search-dialog")>(searchDialogUrl));

/**
 * The header's search: the shortcut (Ctrl+K, ⌘K; never a single key, WCAG 2.1.4), the
 * dialog once it has been opened, and `open` for the search links.
 */
export function useSearchDialog() {
  // 0: never opened (nothing loaded), 1: open, 2: closed.
  const [state, setState] = useState(0);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setState(1);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const dialog = state ? (
    <Suspense fallback={null}>
      <SearchDialog open={state === 1} onClose={() => setState(2)} />
    </Suspense>
  ) : null;
  return { open: () => setState(1), dialog };
}

/**
 * A link to /search (which works without JavaScript) that opens the search dialog once
 * the page is interactive; a click with a modifier still opens the page in a new tab.
 */
export function SearchLink({
  onOpen,
  children,
  ...props
}: Omit<ComponentProps<"a">, "href" | "onClick"> & { onOpen: () => void }) {
  return (
    <a
      href="/search"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button) return;
        event.preventDefault();
        onOpen();
      }}
      {...props}
    >
      <Search aria-hidden="true" />
      {children}
    </a>
  );
}
