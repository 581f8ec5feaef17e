/**
 * The previews are the pages: a collection's preview and its page's view are drawn from the
 * same entry, and the preview must hold the view's markup unchanged. The page side is
 * rendered as the build prerenders a route (a static router, renderToStaticMarkup) from
 * the data the preview's own mapper makes of the entry, which is the type the route's
 * loader hands the view; the preview side is drawn as Decap draws it, once its pictures
 * and the entries it reads from other files have arrived. So a preview that grows a copy
 * of a page (or a page that changes without its preview) fails. Each previewed collection's
 * `<collection>-preview.test.tsx` calls `expectPreviewToBeThePage` with an entry of its own
 * (app/admin/previews/index.test.ts fails while one does not).
 */
import { render, screen, waitFor } from "@testing-library/react";
import { fromJS } from "immutable";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { expect } from "vitest";
import type { PreviewEntry } from "~/admin/previews/entry";
import { assetResolver, type PreviewProps } from "~/admin/previews/preview-props";
import { getAsset } from "./preview-props";

export const resolveAsset = assetResolver(getAsset);

/** An entry as Decap holds it. */
export const entry = (slug: string, data: Record<string, unknown>): PreviewEntry => fromJS({ slug, data });

export type PageCase = {
  entry: PreviewEntry;
  Preview: (props: PreviewProps) => ReactNode;
  /** The other files the preview reads (getCollection), by `collection/slug`. */
  related?: Record<string, PreviewEntry>;
  /** The page's view of the entry, from the data the preview's mapper makes of it. */
  page: (entry: PreviewEntry, related: (collection: string, slug?: string) => PreviewEntry | undefined) => ReactNode;
  /** The part of the preview's <main> that is the page's view (default: all of it). */
  shared?: (main: HTMLElement) => Element;
  /** Shown in the preview once what it reads from other files has arrived. */
  ready: (main: HTMLElement) => Promise<unknown>;
};

/** The view as the build prerenders a route: a static router, no effects. */
async function prerendered(view: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element: view }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error(`the static handler answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/**
 * Markup as the DOM holds it, so React's server output and the drawn preview compare
 * alike: each element's attributes in name order (the preview sets a picture's address
 * after its first draw, which puts `src` last), inline styles as the CSS object model
 * writes them, an option's `selected` as the option is (the server writes the attribute,
 * the browser sets the select's value), and React's generated ids (useId) made one: they
 * count per render root.
 */
function comparable(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  return serialized(template.content).replace(/«[Rr][^»]*»|_[Rr]_[0-9a-z]*_/g, "«id»");
}

const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;");

function serialized(node: Node): string {
  const children = [...node.childNodes].map(serialized).join("");
  if (node.nodeType === Node.TEXT_NODE) return escaped(node.textContent ?? "");
  if (!(node instanceof HTMLElement || node instanceof SVGElement)) return children;
  const attributes = [...node.attributes]
    .filter(({ name }) => name !== "selected")
    .map(({ name, value }) => ` ${name}="${escaped(name === "style" ? node.style.cssText : value)}"`);
  if (node instanceof HTMLOptionElement && node.selected) attributes.push(" selected");
  const tag = node.tagName.toLowerCase();
  return `<${tag}${attributes.sort().join("")}>${children}</${tag}>`;
}

/** Draws the preview of `pageCase.entry` as Decap does and expects its view to be the page's, markup for markup. */
export async function expectPreviewToBeThePage({
  entry,
  Preview,
  related = {},
  page,
  shared = (main) => main,
  ready,
}: PageCase): Promise<void> {
  const relatedEntry = (collection: string, slug?: string) => related[`${collection}/${slug}`];
  const getCollection = async (collection: string, slug?: string) => {
    const found = relatedEntry(collection, slug);
    if (!found) throw new Error(`no entry ${collection}/${slug}`);
    return found;
  };
  render(<Preview entry={entry} getAsset={getAsset} getCollection={getCollection} document={document} />);
  const main = screen.getByRole("main");
  await ready(main);
  // The pictures' addresses arrive after the first draw (use-preview-assets.ts).
  await waitFor(() => expect(main.querySelector('img[src=""]')).toBeNull());
  const pageMarkup = comparable(await prerendered(page(entry, relatedEntry)));
  expect(pageMarkup).toContain("<h1");
  expect(comparable(shared(main).innerHTML)).toBe(pageMarkup);
}
