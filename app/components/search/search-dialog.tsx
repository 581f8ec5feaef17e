import { useRef, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import type { SearchType } from "~/lib/search-results";
import { SearchPanel } from "./search-panel";

/**
 * The header's search, loaded the first time it is opened (search-launcher.tsx), in the
 * site's modal dialog (components/ui/dialog.tsx). The query and filter stay while the
 * page does, for the next opening.
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const navigatedRef = useRef(false);
  const [query, setQuery] = useState("");
  const [type, setType] = useState<SearchType | null>(null);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Search the site"
      closeLabel="Close search"
      data-search-dialog=""
      onShow={() => {
        navigatedRef.current = false;
        inputRef.current?.focus();
        inputRef.current?.select();
      }}
      // Focus returns to what had it (the search button), unless a link was followed:
      // then it belongs to the new page.
      returnFocus={() => (navigatedRef.current ? null : undefined)}
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
          event.preventDefault();
          inputRef.current?.select();
        }
      }}
      placement="top"
      className="max-w-2xl"
      bodyClassName="gap-3"
    >
      <SearchPanel
        query={query}
        onQueryChange={setQuery}
        type={type}
        onTypeChange={setType}
        onNavigate={() => {
          navigatedRef.current = true;
          onClose();
        }}
        inputRef={inputRef}
      />
    </Dialog>
  );
}
