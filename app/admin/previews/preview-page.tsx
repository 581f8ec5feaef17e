import type * as React from "react";
import { useEffect } from "react";
import { MemoryRouter } from "react-router";
import { useSiteFont } from "./site-font";

/**
 * The page around a preview, as the site's root layout gives every page: an English
 * document with a title and one <main>. The preview iframe is a document of its own
 * (Decap writes a bare one), so its language and title are set here for screen readers.
 * A memory router lets the site's <Link>s render their addresses.
 */
export function PreviewPage({
  document,
  title,
  children,
}: {
  document: Document | undefined;
  title: string;
  children: React.ReactNode;
}) {
  useSiteFont(document);
  useEffect(() => {
    if (!document) return;
    document.documentElement.lang = "en";
    document.title = title.trim() ? `Preview: ${title}` : "Preview";
  }, [document, title]);
  return (
    <MemoryRouter>
      <main>{children}</main>
    </MemoryRouter>
  );
}
