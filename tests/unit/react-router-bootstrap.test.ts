import { createElement } from "react";
import { createRequestHandler, Links, Meta, Outlet, Scripts, type ServerBuild } from "react-router";
import { describe, expect, test } from "vitest";
import handleRequest, { streamTimeout } from "~/entry.server";
import { deferHydration } from "../../scripts/defer-hydration.mjs";

/** The site's root in miniature: the head's meta and links, the page, the scripts. */
const Root = () =>
  createElement(
    "html",
    null,
    createElement("head", null, createElement(Meta), createElement(Links)),
    createElement("body", null, createElement(Outlet), createElement(Scripts)),
  );
const Home = () => createElement("main", null, "Content");

/**
 * A page prerendered by the installed React Router itself: its public request handler, a
 * root route that renders `<Scripts />` and one index route, as the site's build has.
 * If an upgrade changes what `<Scripts />` writes, this test fails before any page ships.
 */
async function prerenderedPage() {
  const route = (id: string, module: string, parentId?: string) => ({
    id,
    parentId,
    path: parentId ? undefined : "",
    index: parentId ? true : undefined,
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    imports: ["/assets/chunk-shared.js"],
    module,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  });
  const build: ServerBuild = {
    // The site's own server entry, as the prerender uses it.
    entry: { module: { default: handleRequest, streamTimeout } },
    routes: {
      root: { id: "root", path: "", module: { default: Root } },
      "routes/home": { id: "routes/home", parentId: "root", index: true, module: { default: Home } },
    },
    assets: {
      entry: { module: "/assets/entry.client.js", imports: ["/assets/chunk-react.js"] },
      routes: {
        root: route("root", "/assets/root.js"),
        "routes/home": route("routes/home", "/assets/home.js", "root"),
      },
      url: "/assets/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {
      v8_middleware: false,
      v8_passThroughRequests: false,
      v8_trailingSlashAwareDataRequests: false,
    },
    ssr: false,
    isSpaMode: false,
    prerender: ["/"],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  };
  const response = await createRequestHandler(build, "production")(new Request("http://localhost/"));
  return response.text();
}

describe("React Router's prerendered bootstrap", () => {
  test("has the shape scripts/defer-hydration.mjs rewrites", async () => {
    const html = await prerenderedPage();
    let rewritten = "";
    try {
      rewritten = deferHydration(html, "a page prerendered by the installed react-router");
    } catch (error) {
      throw new Error(
        `React Router's output changed shape: update scripts/defer-hydration.mjs (and this test's expectations) to it, or drop the rewrite (docs/decisions/004). ${error}`,
      );
    }
    // The head's preloads are gone; the bootstrap requests the same modules after load.
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    for (const module of ["/assets/manifest.js", "/assets/chunk-react.js", "/assets/root.js", "/assets/home.js"]) {
      expect(rewritten, `the rewritten bootstrap loads ${module}`).toContain(JSON.stringify(module));
    }
    expect(rewritten).toContain('await import("/assets/entry.client.js")');
  });
});
