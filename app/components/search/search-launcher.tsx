import { type ComponentProps, lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Search } from "~/components/ui/icons";

// The dialog, its results and Pagefind are not part of any page's first load: the
// dialog's module loads when search is first opened (or hovered), Pagefind after that.
const loadDialog = () => import("./search-dialog");
const SearchDialog = lazy(loadDialog);
const preload = () => void loadDialog();

/**
 * The header's search: the shortcut (Ctrl+K, ⌘K; never a single key, WCAG 2.1.4), the
 * dialog once it has been opened, and `open` for the search links. Focus returns to
 * what had it when the dialog closes without navigating.
 */
export function useSearchDialog() {
  const [state, setState] = useState<"unused" | "open" | "closed">("unused");
  const openRef = useRef(false);
  const openerRef = useRef<HTMLElement | null>(null);

  const open = useCallback(() => {
    if (openRef.current) return;
    openRef.current = true;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState("open");
  }, []);

  const onClose = useCallback((navigated: boolean) => {
    openRef.current = false;
    setState("closed");
    if (!navigated) openerRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        open();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const dialog =
    state === "unused" ? null : (
      <Suspense fallback={null}>
        <SearchDialog open={state === "open"} onClose={onClose} />
      </Suspense>
    );
  return { open, dialog };
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
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
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
