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
import { themeScript } from "./lib/theme";
import "./styles/app.css";

const mainId = "main";

const themeColours = { light: site.themeColor, dark: site.darkThemeColor };
/**
 * The theme script's text is needed in the prerendered HTML alone, where it runs once:
 * the browser's bundle leaves it out (about 0.5 kB gzip of every page's JavaScript), and
 * hydration keeps the element as the HTML has it (ADR 049).
 */
const themeScriptText = import.meta.env.SSR ? themeScript(themeColours) : "";

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
    // The theme script below sets data-theme on <html> before hydration, from a choice stored in
    // this browser that the prerendered page cannot know (ADR 049): React is told that this
    // element's attributes may differ. It applies to <html>'s own attributes only.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Runs before anything is drawn. It writes the toolbar colour's <meta>s itself (they follow the choice); without JavaScript the pair below applies. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own script, from constants (app/lib/theme.ts) */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeScriptText }} />
        <noscript>
          <meta name="theme-color" content={themeColours.light} media="(prefers-color-scheme: light)" />
          <meta name="theme-color" content={themeColours.dark} media="(prefers-color-scheme: dark)" />
        </noscript>
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
