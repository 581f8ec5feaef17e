import { useEffect, useId, useRef, useState } from "react";
import { CloseButton } from "~/components/ui/close-button";
import type { SearchType } from "~/lib/search-results";
import { SearchPanel } from "./search-panel";

/**
 * The header's search, loaded the first time it is opened (search-launcher.tsx): a native
 * modal <dialog>, so the browser traps focus, makes the page behind it inert and closes it
 * on Escape. The query and filter stay while the page does, for the next opening.
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigatedRef = useRef(false);
  const openerRef = useRef<Element | null>(null);
  const [query, setQuery] = useState("");
  const [type, setType] = useState<SearchType | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      navigatedRef.current = false;
      openerRef.current = document.activeElement;
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const close = (navigated: boolean) => {
    navigatedRef.current = navigated;
    dialogRef.current?.close();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-search-dialog=""
      onClose={() => {
        onClose();
        // Focus returns to what had it (the search button), unless a link was followed:
        // then it belongs to the new page.
        if (!navigatedRef.current && openerRef.current instanceof HTMLElement) openerRef.current.focus();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) close(false);
      }}
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
          event.preventDefault();
          inputRef.current?.select();
        }
      }}
      className="m-auto mt-[8vh] max-h-[84dvh] w-[calc(100%-1.5rem)] max-w-2xl overflow-y-auto rounded-card bg-card p-0 text-ink shadow-raised backdrop:bg-night/70"
    >
      <div className="p-4 sm:p-6">
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold tracking-tight">
            Search the site
          </h2>
          <CloseButton label="Close search" onClick={() => close(false)} />
        </div>
        <SearchPanel
          query={query}
          onQueryChange={setQuery}
          type={type}
          onTypeChange={setType}
          onNavigate={() => close(true)}
          inputRef={inputRef}
        />
      </div>
    </dialog>
  );
}
