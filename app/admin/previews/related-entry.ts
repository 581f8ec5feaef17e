import { useEffect, useState } from "react";
import { type EntryFields, entryFields, type PreviewEntry } from "./entry";
import type { PreviewProps } from "./preview-props";

export type RelatedEntry = { status: "loading" } | { status: "ready"; fields: EntryFields } | { status: "failed" };

function isEntry(value: unknown): value is PreviewEntry {
  return typeof value === "object" && value !== null && "getIn" in value && typeof value.getIn === "function";
}

/**
 * Another entry's form values, read through Decap's getCollection: the texts a page takes
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
      (entry) =>
        current && setRelated(isEntry(entry) ? { status: "ready", fields: entryFields(entry) } : { status: "failed" }),
      () => current && setRelated({ status: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [getCollection, collection, slug]);
  return related;
}
