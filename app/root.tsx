import type * as React from "react";
import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { NotFoundPage } from "./components/layout/not-found-page";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SupportPopup } from "./components/layout/support-popup";
import { Container } from "./components/ui/container";
import { site } from "./config/site";
import { webManifestPath } from "./config/web-manifest";
import { useFocusMainOnNavigate } from "./hooks/use-focus-main-on-navigate";
import "./styles/app.css";

const mainId = "main";

// PNG icons, rendered from public/favicon.svg by scripts/icons.mjs. The SVG itself is not
// linked: Chrome loads an SVG favicon after the page as a small document of its own, main-
// thread work on every page for no visible gain at 32 px (measured in ADR 004).
// For the same reason the web manifest lists PNG icons only: Chrome fetches a manifest
// icon on every page load.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon-32x32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png", sizes: "180x180" },
  { rel: "manifest", href: webManifestPath },
];

export function Layout({ children }: { children: React.ReactNode }) {
  useFocusMainOnNavigate(mainId);
  useEffect(() => {
    // Marks the document as interactive; end-to-end tests wait for it.
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href={`#${mainId}`}
          className="sr-only z-50 rounded-md bg-brand px-4 py-2 font-semibold text-on-brand focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id={mainId} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <SupportPopup />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Shown only when the router cannot render at hydration: an unknown URL under a
 * dynamic route (/blog/x, /teams/x, /join/role/x) is answered with 404.html, which was
 * prerendered from the catch-all route. Rendering the same not-found page keeps the
 * hydration identical until the route's clientLoader decides (404 or redirect).
 */
export function HydrateFallback() {
  return <NotFoundPage />;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? error.statusText || String(error.data)
    : error instanceof Error
      ? error.message
      : "Something went wrong.";
  const stack = error instanceof Error ? error.stack : undefined;

  return (
    <Container className="py-24">
      <title>{`Unexpected Application Error! | ${site.name}`}</title>
      <h1 className="text-title font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg">
        <span className="font-semibold">{status}</span> {message}
      </p>
      {stack ? (
        <details className="mt-6 rounded-card border border-line bg-card p-4">
          <summary className="cursor-pointer font-medium">Technical details</summary>
          <pre className="mt-3 overflow-x-auto text-sm whitespace-pre-wrap">{stack}</pre>
        </details>
      ) : null}
    </Container>
  );
}
