import type * as React from "react";
import { createContext, useContext, useEffect, useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { useSiteFont } from "./site-font";

/**
 * The page around a preview, as the site's root layout gives every page: an English
 * document with a title and one <main>. The preview iframe is a document of its own
 * (Decap writes a bare one), so its language and title are set here for screen readers.
 * A memory data router lets the site's <Link>s render their addresses and its navigation
 * hooks (the board page's year select) work as on the site.
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
  const [router] = useState(() => createMemoryRouter([{ path: "*", Component: PreviewContent }]));
  return (
    <PreviewChildren.Provider value={children}>
      <RouterProvider router={router} />
    </PreviewChildren.Provider>
  );
}

/** The preview's content reaches the router's one route through context, so edits re-render it. */
const PreviewChildren = createContext<React.ReactNode>(null);

function PreviewContent() {
  return <main>{useContext(PreviewChildren)}</main>;
}
