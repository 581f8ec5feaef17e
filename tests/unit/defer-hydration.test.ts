import { describe, expect, test } from "vitest";
import { deferHydration } from "../../scripts/defer-hydration.mjs";

/** The shape React Router 7 prerenders: preloads in the head, an async module bootstrap. */
const page = [
  '<html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/shared-3.js"/>',
  '<link rel="modulepreload" href="/assets/root-4.js"/>',
  '<link rel="modulepreload" href="/assets/home-5.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Content</main>',
  '<script type="module" async="">import "/assets/manifest-1.js"; import * as route0 from "/assets/root-4.js"; ',
  'import * as route1 from "/assets/home-5.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n',
  '  import("/assets/entry.client-2.js");</script></body></html>',
].join("");

const flushMicrotasks = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs the rewritten bootstrap against a stand-in document, module loader and task
 * queue. Queued tasks run only when `nextTask` is called, so a test sees what each task does.
 */
function runBootstrap(html: string, readyState: "loading" | "complete") {
  const body = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const appended: string[] = [];
  const imported: string[] = [];
  const listeners = new Map<string, () => void>();
  const timers: (() => void)[] = [];
  const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  const document = {
    readyState,
    createElement: () => ({ rel: "", href: "" }),
    head: { append: (link: { rel: string; href: string }) => appended.push(`${link.rel} ${link.href}`) },
  };
  const load = (url: string) => {
    imported.push(url);
    return Promise.resolve({ url });
  };
  const addEventListener = (type: string, listener: () => void) => listeners.set(type, listener);
  /** A message channel whose messages arrive only when the test runs the next task. */
  class MessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => timers.push(() => this.port1.onmessage?.()) };
  }
  new Function("document", "window", "addEventListener", "MessageChannel", "load", body.replaceAll("import(", "load("))(
    document,
    window,
    addEventListener,
    MessageChannel,
    load,
  );
  /** Lets the current task finish, then runs the next queued one; false when none is left. */
  async function nextTask() {
    await flushMicrotasks();
    const timer = timers.shift();
    timer?.();
    await flushMicrotasks();
    return timer !== undefined;
  }
  return { appended, imported, listeners, window, nextTask };
}

const chunks = [
  "/assets/manifest-1.js",
  "/assets/shared-3.js",
  "/assets/root-4.js",
  "/assets/home-5.js",
  "/assets/entry.client-2.js",
];

describe("deferHydration", () => {
  const html = deferHydration(page);

  test("leaves no module request in the head and keeps the content and stylesheet", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('async=""');
    expect(html).toContain("<main>Content</main>");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  test("requests nothing before the page has loaded", async () => {
    const run = runBootstrap(html, "loading");
    await run.nextTask();
    expect(run.appended).toEqual([]);
    expect(run.imported).toEqual([]);
    expect([...run.listeners.keys()]).toEqual(["load"]);
  });

  test("after load, requests one module per task, the entry last", async () => {
    const run = runBootstrap(html, "loading");
    run.listeners.get("load")?.();
    expect(run.appended).toEqual([`modulepreload ${chunks[0]}`]);
    for (let count = 2; count <= chunks.length; count += 1) {
      await run.nextTask();
      expect(run.appended).toHaveLength(count);
    }
    expect(run.appended).toEqual(chunks.map((url) => `modulepreload ${url}`));
    expect(run.imported).toEqual([]);
  });

  test("then evaluates one chunk per task, and starts the entry only after the route modules are registered", async () => {
    const run = runBootstrap(html, "loading");
    run.listeners.get("load")?.();
    while (run.appended.length < chunks.length) await run.nextTask();

    const evaluated: string[][] = [];
    while (await run.nextTask()) evaluated.push([...run.imported]);
    // One more chunk each task, in React Router's order; the entry is not among them.
    expect(evaluated.slice(0, 4)).toEqual([
      chunks.slice(0, 1),
      chunks.slice(0, 2),
      chunks.slice(0, 3),
      chunks.slice(0, 4),
    ]);
    expect(run.imported.at(-1)).toBe("/assets/entry.client-2.js");
    expect(run.imported.filter((url) => url.includes("entry.client"))).toHaveLength(1);
    expect(run.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-4.js" },
      "routes/home": { url: "/assets/home-5.js" },
    });
  });

  test("starts at once when the page has already loaded", () => {
    const run = runBootstrap(html, "complete");
    expect(run.appended).toEqual([`modulepreload ${chunks[0]}`]);
    expect(run.listeners.size).toBe(0);
  });

  test("fails naming the file when the page does not have React Router's shape", () => {
    expect(() => deferHydration("<html><body></body></html>", "about/index.html")).toThrow(/about\/index\.html/);
    const extraStatement = page.replace(
      "window.__reactRouterRouteModules",
      "sideEffect();window.__reactRouterRouteModules",
    );
    expect(() => deferHydration(extraStatement, "x.html")).toThrow(/unexpected statements.*x\.html/);
    const noEntryPreload = page.replace('<link rel="modulepreload" href="/assets/entry.client-2.js"/>', "");
    expect(() => deferHydration(noEntryPreload, "y.html")).toThrow(/entry of y\.html/);
  });
});
