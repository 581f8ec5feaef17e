/**
 * A quiet console for the real-CMS specs: every page of tests/e2e/cms/harness.ts's `test`
 * is watched, and the test fails on any `pageerror` and on any console error or warning,
 * except those listed in decap-console-allowlist.ts, which pass only with their text AND
 * a frame of their stack inside Decap's packages, and never with a frame in the site's
 * own code.
 *
 * The stack of a console call: an init script wraps console.error and console.warn and
 * reports each call's stack (and the component stack React appends to its warnings) to
 * the test through a binding. Frames in /admin's pre-bundled dependencies
 * (node_modules/.vite-admin/deps/*.js, served under /@fs/) are read back to their package
 * through the bundle's source map.
 */
import fs from "node:fs";
import { SourceMap } from "node:module";
import { type BrowserContext, type ConsoleMessage, expect, type Page } from "@playwright/test";
import { allowedDecapMessages } from "./decap-console-allowlist";

export type ConsoleEntry = {
  kind: "error" | "warning" | "pageerror";
  text: string;
  /** Where each frame of its stack comes from: a package, `app/…`, or a URL. */
  origins: string[];
};

type Report = { level: "error" | "warning"; text: string; stack: string };

const reportBinding = "__siteConsoleReport";

/** Wraps console.error and console.warn so each call reports its stack first. */
function wrapConsole(binding: string) {
  const report = (window as unknown as Record<string, (report: unknown) => void>)[binding];
  for (const [method, level] of [
    ["error", "error"],
    ["warn", "warning"],
  ] as const) {
    // biome-ignore lint/suspicious/noConsole: the wrapper passes every call on to the console unchanged
    const original = console[method];
    console[method] = (...args: unknown[]) => {
      const text = args.map((arg) => (typeof arg === "string" ? arg : String(arg))).join(" ");
      try {
        report?.({ level, text, stack: new Error().stack ?? "" });
      } catch {
        // The binding is gone (the page is closing): the message itself still goes out.
      }
      original.apply(console, args);
    };
  }
}

const sourceMaps = new Map<string, SourceMap | null>();

function sourceMapOf(file: string): SourceMap | null {
  if (!sourceMaps.has(file)) {
    const mapFile = `${file}.map`;
    sourceMaps.set(file, fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, "utf8"))) : null);
  }
  return sourceMaps.get(file) ?? null;
}

/** Where each `url:line:column` of a stack comes from, read through source maps. */
export function frameOrigins(stack: string): string[] {
  const origins: string[] = [];
  for (const match of stack.matchAll(/(https?:\/\/[^\s()]+?):(\d+):(\d+)/g)) {
    const [, url = "", line = "0", column = "0"] = match;
    const pathname = new URL(url).pathname;
    const fsPath = pathname.includes("/@fs/")
      ? decodeURIComponent(pathname.slice(pathname.indexOf("/@fs/") + 4))
      : null;
    if (fsPath?.includes("/node_modules/.vite-admin/deps/")) {
      const entry = sourceMapOf(fsPath)?.findEntry(Number(line) - 1, Number(column) - 1);
      const source = entry && "originalSource" in entry ? entry.originalSource : undefined;
      origins.push(source ? packageOf(source) : url);
    } else if (fsPath?.includes("/node_modules/")) {
      origins.push(packageOf(fsPath));
    } else if (fsPath) {
      // The site's modules outside app/admin (components, content) come through /@fs/.
      origins.push(fsPath.includes("/app/") ? `app/${fsPath.slice(fsPath.lastIndexOf("/app/") + 5)}` : fsPath);
    } else {
      // /admin's own modules are served from app/admin (vite.admin.config.ts's root).
      origins.push(pathname.startsWith("/admin/") ? `app${pathname}` : url);
    }
  }
  return origins;
}

/** 'decap-cms-core' for '../../decap-cms-core/dist/esm/…'; the path itself outside node_modules. */
function packageOf(source: string): string {
  const parts = source.split("/");
  const at = parts.lastIndexOf("node_modules");
  const rest = at >= 0 ? parts.slice(at + 1) : parts.filter((part) => part !== "..");
  return rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] ?? source);
}

const isDecap = (origin: string) => /^decap-/.test(origin);
const isSite = (origin: string) => origin.startsWith("app/");

/** Whether the list lets this message pass. */
export function allowed(entry: ConsoleEntry): boolean {
  if (entry.kind === "pageerror" || entry.origins.some(isSite) || !entry.origins.some(isDecap)) return false;
  return allowedDecapMessages.some((message) => message.text.test(entry.text));
}

const watchers = new WeakMap<Page, (report: Report) => void>();

/** Once per browser context: the init script and the binding it reports to. */
export async function prepareConsoleGuard(context: BrowserContext) {
  await context.exposeBinding(reportBinding, ({ page }, report: Report) => watchers.get(page)?.(report));
  await context.addInitScript(wrapConsole, reportBinding);
}

export type ConsoleWatch = {
  /** Everything seen so far. */
  all: () => ConsoleEntry[];
  /** What the list does not allow, seen since the last call. */
  takeProblems: () => ConsoleEntry[];
};

/** Watches a page of a context prepared by prepareConsoleGuard. */
export function watchConsole(page: Page): ConsoleWatch {
  const reports: Report[] = [];
  const entries: ConsoleEntry[] = [];
  let taken = 0;
  watchers.set(page, (report) => reports.push(report));
  page.on("console", (message: ConsoleMessage) => {
    const type = message.type();
    if (type !== "error" && type !== "warning") return;
    const text = message.text();
    // The stack reported by the same call (the browser's own messages, a failed request, have none).
    const index = reports.findIndex((report) => report.level === type && text.startsWith(report.text.slice(0, 80)));
    const [report] = index >= 0 ? reports.splice(index, 1) : [];
    entries.push({ kind: type, text, origins: frameOrigins(`${report?.stack ?? ""}\n${report?.text ?? ""}`) });
  });
  page.on("pageerror", (error) => {
    entries.push({
      kind: "pageerror",
      text: `${error.name}: ${error.message}`,
      origins: frameOrigins(error.stack ?? ""),
    });
  });
  return {
    all: () => [...entries],
    takeProblems: () => {
      const since = entries.slice(taken);
      taken = entries.length;
      return since.filter((entry) => !allowed(entry));
    },
  };
}

/** The origins of a stack, each once, in order. */
const distinct = (origins: readonly string[]) => [...new Set(origins)];

/** Fails the test on what the page raised since the last check and the list does not allow. */
export function expectQuietConsole(watch: ConsoleWatch) {
  expect(
    watch
      .takeProblems()
      .map((entry) => `${entry.kind}: ${entry.text.slice(0, 400)}\n    from ${distinct(entry.origins).join(" < ")}`),
    "pageerrors and console errors and warnings (only Decap's own, listed in decap-console-allowlist.ts, may pass)",
  ).toEqual([]);
}

/** Counts by kind and first line, for a report. */
export function countByText(entries: readonly ConsoleEntry[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of entries) {
    const key = `${entry.kind}: ${entry.text.split("\n")[0]?.slice(0, 160)}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
