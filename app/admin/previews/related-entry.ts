import { useEffect, useState } from "react";
import type { PreviewEntry } from "./entry";
import type { PreviewProps } from "./preview-props";

export type RelatedEntry = { status: "loading" } | { status: "ready"; entry: PreviewEntry } | { status: "failed" };

function isEntry(value: unknown): value is PreviewEntry {
  return typeof value === "object" && value !== null && "get" in value && typeof value.get === "function";
}

/**
 * Another entry, read through Decap's getCollection: the texts a page takes
 * from another file (a team page's section headings, its role's title). Loaded again
 * when the collection or the file changes.
 */
export function useRelatedEntry(
  getCollection: PreviewProps["getCollection"],
  collection: string,
  slug: string,
): RelatedEntry {
  const [related, setRelated] = useState<RelatedEntry>({ status: "loading" });
  useEffect(() => {
    if (!getCollection || !slug) {
      setRelated({ status: "failed" });
      return;
    }
    let current = true;
    setRelated({ status: "loading" });
    getCollection(collection, slug).then(
      (entry) => current && setRelated(isEntry(entry) ? { status: "ready", entry } : { status: "failed" }),
      () => current && setRelated({ status: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [getCollection, collection, slug]);
  return related;
}
