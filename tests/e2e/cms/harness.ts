/**
 * The real CMS on a temporary copy of the tests' content, for the specs that drive it
 * (tests/e2e/admin-editing.spec.ts, tests/e2e/admin-previews.spec.ts).
 *
 * `test` (exported below) gives each of those specs a worker-scoped `cms`: one
 * `npm run cms` per worker, shared by every file that worker runs (the project runs in
 * one worker, so both files share one start of the development servers).
 *
 * `startCms()` copies tests/fixtures/content/site to `<temporary folder>/content`, then runs
 * `npm run cms` (the development site and Decap's local backend, decap-server) with
 * CONTENT_DIR pointing the site at that copy and CMS_REPO_DIR pointing decap-server at the
 * temporary folder, whose `content/…` is what the CMS configuration's folders name (see
 * scripts/cms.mjs): what an editor saves in /admin lands in the copy, never in the
 * project. `stop()` ends the whole process group and removes the copy, its build and its
 * image variants.
 *
 * `buildSite()` builds the copy (into a `.build-cms-*` folder of the project);
 * `checkContent()` runs the content check on it;
 * `serveBuild()` serves the build as `npm start` does, on a free port, for a browser to
 * read the pages.
 *
 * Ports: CMS_E2E_PORT (the development site) and CMS_E2E_BACKEND_PORT (decap-server)
 * when set, a second worker, if any, taking the next pair; else ports the OS reports free,
 * so a developer's own `npm run cms` or any other server never stands in the way.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, test as base, expect as expectOf, type Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { freePorts } from "../../../scripts/free-ports.mjs";
import { imageOutputs } from "../../../scripts/images/outputs.mjs";
import { createSiteServer } from "../../../server/site-server.mjs";
import { fixtureContentDir } from "../sites.mjs";
import { countByText, expectQuietConsole, prepareConsoleGuard, watchConsole } from "./console-guard";

export const projectRoot = path.resolve(import.meta.dirname, "../../..");

/** A phone's screen in CSS pixels (an iPhone 12 to 15's). */
export const phoneScreen = { width: 390, height: 844 };

/** The ports of the CMS of the worker with this parallel index (0, 1, …). */
export async function cmsPorts(parallelIndex = 0) {
  const [freeSite, freeBackend] = await freePorts(2);
  const fromEnv = (name: string) => (process.env[name] ? Number(process.env[name]) + 2 * parallelIndex : undefined);
  return { site: fromEnv("CMS_E2E_PORT") ?? freeSite, backend: fromEnv("CMS_E2E_BACKEND_PORT") ?? freeBackend };
}

export type CmsSession = {
  /** The temporary folder decap-server edits (CMS_REPO_DIR); it holds `content/`. */
  root: string;
  /** `<root>/content`: the copy of the fixture content the site and the CMS read. */
  contentDir: string;
  /**
   * Where `buildSite()` builds the copy: a `.build-cms-*` folder inside the project, since
   * the prerender imports the server build, which must resolve react from node_modules.
   */
  buildDir: string;
  /** The development site's origin, e.g. http://localhost:4177. */
  siteOrigin: string;
  /** The CMS page. */
  adminUrl: string;
  /** decap-server's address, as /admin's local backend posts to it. */
  backendUrl: string;
  /** When `npm run cms` was started (performance.now()). */
  startedAt: number;
  /** When /admin and decap-server both answered (performance.now()). */
  readyAt: number;
  /** Everything `npm run cms` printed so far. */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * /admin opens only with the `cms` section of site.yaml (the production repository and
 * branch); the copy gets one when the fixture has none. The local backend never uses it.
 */
function ensureCmsSettings(settingsFile: string) {
  const settings = parseYaml(fs.readFileSync(settingsFile, "utf8")) as { cms?: unknown };
  if (settings.cms !== undefined) return;
  fs.appendFileSync(settingsFile, "\ncms:\n  repository: sr-rsm/website\n  branch: main\n");
}

/** Answers as soon as the URL answers at all (any status), or throws after `timeoutMs`. */
async function waitForAnswer(url: string, init: RequestInit, timeoutMs: number, child: ChildProcess) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run cms exited with ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
      return response;
    } catch {
      if (performance.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Ends the process group (npm, the development server, decap-server) and waits for npm to exit. */
async function stopGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // The group is gone already.
    }
  };
  signalGroup("SIGTERM");
  const killed = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 10_000)),
  ]);
  if (killed) {
    signalGroup("SIGKILL");
    await exited;
  }
  // Children that outlived npm (they share its group) get the same end.
  signalGroup("SIGKILL");
}

export async function startCms({
  timeoutMs = 180_000,
  ports,
}: {
  timeoutMs?: number;
  ports?: Awaited<ReturnType<typeof cmsPorts>>;
} = {}): Promise<CmsSession> {
  ports ??= await cmsPorts();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "sr-cms-e2e-"));
  const contentDir = path.join(root, "content");
  const buildDir = fs.mkdtempSync(path.join(projectRoot, ".build-cms-"));
  fs.cpSync(path.join(projectRoot, fixtureContentDir), contentDir, { recursive: true });
  ensureCmsSettings(path.join(contentDir, "site.yaml"));

  let output = "";
  const startedAt = performance.now();
  const child = spawn("npm", ["run", "cms"], {
    cwd: projectRoot,
    // Its own process group, so stop() reaches the servers npm starts.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      CONTENT_DIR: contentDir,
      CMS_REPO_DIR: root,
      CMS_PORT: String(ports.site),
      CMS_BACKEND_PORT: String(ports.backend),
      BROWSER: "none",
    },
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });

  const siteOrigin = `http://localhost:${ports.site}`;
  const adminUrl = `${siteOrigin}/admin/`;
  const stop = async () => {
    await stopGroup(child);
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(buildDir, { recursive: true, force: true });
    fs.rmSync(imageOutputs(contentDir, projectRoot).dir, { recursive: true, force: true });
  };
  try {
    const admin = await waitForAnswer(adminUrl, {}, timeoutMs, child);
    if (!admin.ok) throw new Error(`${adminUrl} answered ${admin.status}`);
    // decap-server answers every action as a POST to /api/v1; 'info' names its mode.
    const info = await waitForAnswer(
      `http://localhost:${ports.backend}/api/v1`,
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ action: "info" }) },
      timeoutMs,
      child,
    );
    if (!info.ok) throw new Error(`decap-server answered ${info.status} to 'info'`);
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- npm run cms printed:\n${output}`);
  }
  return {
    root,
    contentDir,
    buildDir,
    siteOrigin,
    adminUrl,
    backendUrl: `http://127.0.0.1:${ports.backend}/api/v1`,
    startedAt,
    readyAt: performance.now(),
    output: () => output,
    stop,
  };
}

export type CommandResult = { status: number | null; output: string; seconds: number };

/** Runs an npm script in the project with extra environment variables; never throws. */
export function runNpm(script: string, env: Record<string, string>, timeoutMs = 300_000): Promise<CommandResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    let output = "";
    const child = spawn("npm", ["run", script], {
      cwd: projectRoot,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const timer = setTimeout(() => {
      output += `\n(stopped after ${timeoutMs / 1000} s)`;
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    }, timeoutMs);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, output, seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** The content check on the copy: `npm run check:content` with CONTENT_DIR. */
export function checkContent(session: Pick<CmsSession, "contentDir">) {
  return runNpm("check:content", { CONTENT_DIR: session.contentDir });
}

/**
 * The build of the copy into the session's build folder (BUILD_DIR), without /admin
 * (BUILD_ADMIN=0): the spec reads the public pages, and npm test builds /admin already.
 */
export function buildSite(session: Pick<CmsSession, "contentDir" | "buildDir">) {
  return runNpm("build", { CONTENT_DIR: session.contentDir, BUILD_DIR: session.buildDir, BUILD_ADMIN: "0" });
}

/** Serves the session's built `client/` as `npm start` does, on a free port of 127.0.0.1. */
export async function serveBuild(session: Pick<CmsSession, "buildDir">) {
  const server = createSiteServer({ root: path.join(session.buildDir, "client"), log: () => {} });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A duration in milliseconds, in seconds for the log. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Playwright's `test` with a worker-scoped `cms`: started before the worker's first test
 * of these specs, stopped after its last; the time from `npm run cms` to a working /admin
 * is printed.
 *
 * Each test gets a page of its own (at its own `viewport`), in one browser context that
 * the worker's tests share: Decap's bundle, a development build of many megabytes, is then
 * downloaded and compiled once rather than for every test (a load of /admin in a new
 * context took about 7 s, in the shared one under 4). The sign-in and Decap's own
 * records in the browser's storage carry over: /admin opens signed in, and Decap asks
 * whether to restore the unsaved changes a refused entry left behind, which the page
 * declines (Playwright dismisses every dialog), as an editor's new visit would.
 *
 * `phonePage` is a page on a phone instead (390 × 844, touch, `isMobile`): a context of
 * its own, since touch is a context's setting, shared by the worker's phone tests.
 */
export const test = base.extend<
  { phonePage: Page },
  { cms: CmsSession; backendLog: BackendLog; sharedContext: BrowserContext; phoneContext: BrowserContext }
>({
  cms: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    async ({}, use, workerInfo) => {
      const session = await startCms({ ports: await cmsPorts(workerInfo.parallelIndex) });
      console.log(`npm run cms → /admin and decap-server ready in ${seconds(session.readyAt - session.startedAt)}`);
      await use(session);
      await session.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
  backendLog: [
    async ({ cms }, use) => {
      await use(new BackendLog(cms.backendUrl));
    },
    { scope: "worker" },
  ],
  sharedContext: [
    async ({ browser, backendLog }, use, workerInfo) => {
      // The project's browser settings (playwright.config.ts), as a context of its own would have them.
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
      backendLog.watch(context);
      await prepareConsoleGuard(context);
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  phoneContext: [
    async ({ browser, backendLog }, use, workerInfo) => {
      // A phone's screen and a finger: touch events, `pointer: coarse`, the page's meta
      // viewport honoured. Shared by the worker's phone tests, as sharedContext is by the rest.
      const context = await browser.newContext({
        viewport: phoneScreen,
        isMobile: true,
        hasTouch: true,
        baseURL: workerInfo.project.use.baseURL,
      });
      backendLog.watch(context);
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  phonePage: async ({ phoneContext, actionTimeout }, use) => {
    const page = await phoneContext.newPage();
    if (actionTimeout) page.setDefaultTimeout(actionTimeout);
    await use(page);
    await page.close();
  },
  context: async ({ sharedContext }, use) => {
    await use(sharedContext);
  },
  // Every page is watched: a pageerror, or a console error or warning that
  // decap-console-allowlist.ts does not allow, fails the test (console-guard.ts).
  page: async ({ sharedContext, viewport, actionTimeout }, use, testInfo) => {
    const page = await sharedContext.newPage();
    const console_ = watchConsole(page);
    if (viewport) await page.setViewportSize(viewport);
    if (actionTimeout) page.setDefaultTimeout(actionTimeout);
    await use(page);
    await page.close();
    const seen = console_.all();
    if (seen.length > 0) {
      await testInfo.attach("console", {
        body: JSON.stringify(countByText(seen), null, 2),
        contentType: "application/json",
      });
    }
    if (process.env.CMS_CONSOLE_LOG) console.log(`console of "${testInfo.title}":`, countByText(seen));
    expectQuietConsole(console_);
  },
});

export { expect } from "@playwright/test";

/**
 * A write that /admin asked a backend for: the action and the files it names (written,
 * moved or deleted). For the local backend, each request to decap-server that writes; for
 * Decap's in-memory `test-repo` backend, each call of its writing methods (recorded in the
 * page by test-repo-admin.ts, read with `testRepoWrites`).
 */
export type BackendWrite = { action: string; files: string[] };

/** decap-server's actions that write, and the files each names in its parameters. */
const localWrites: Record<string, (params: Record<string, unknown>) => unknown[]> = {
  persistEntry: (params) => [
    ...((params.dataFiles as { path?: string; newPath?: string }[] | undefined) ?? []).map(
      (file) => file.newPath ?? file.path,
    ),
    ...((params.assets as { path?: string }[] | undefined) ?? []).map((asset) => asset.path),
  ],
  persistMedia: (params) => [(params.asset as { path?: string } | undefined)?.path],
  deleteFile: (params) => [params.path],
  deleteFiles: (params) => (params.paths as unknown[] | undefined) ?? [],
  updateUnpublishedEntryStatus: (params) => [`${params.collection}/${params.slug}`],
  publishUnpublishedEntry: (params) => [`${params.collection}/${params.slug}`],
  deleteUnpublishedEntry: (params) => [`${params.collection}/${params.slug}`],
};

/**
 * The local backend's request log: every request that a page of the watched browser
 * contexts sent to decap-server and that writes, in the order sent, with whether it
 * answered. A spec proves "nothing written" by a later save that did succeed: the log up
 * to that save holds every write asked before it.
 */
export class BackendLog {
  private readonly entries: (BackendWrite & { answered: Promise<number | null> })[] = [];

  constructor(private readonly backendUrl: string) {}

  watch(context: BrowserContext) {
    context.on("request", (request) => {
      if (request.method() !== "POST" || request.url() !== this.backendUrl) return;
      const body = request.postDataJSON() as { action?: string; params?: Record<string, unknown> } | null;
      const files = body?.action ? localWrites[body.action] : undefined;
      if (!body?.action || !files) return;
      this.entries.push({
        action: body.action,
        files: files(body.params ?? {}).filter((file): file is string => typeof file === "string"),
        // A page closed before the answer came (the test ended) leaves it unanswered: null,
        // not a rejection that nothing awaits and that would fail the test after the fact.
        answered: request.response().then(
          (response) => response?.status() ?? null,
          () => null,
        ),
      });
    });
  }

  /** Where the log stands now: `since(mark)` gives what came after. */
  mark(): number {
    return this.entries.length;
  }

  /** The writes asked since `mark`, once each has been answered (its status). */
  async since(mark = 0): Promise<(BackendWrite & { status: number | null })[]> {
    const entries = this.entries.slice(mark);
    return Promise.all(entries.map(async ({ answered, ...write }) => ({ ...write, status: await answered })));
  }
}

/** The in-memory writes of Decap's `test-repo` backend in `page`, in order (test-repo-admin.ts records them). */
export function testRepoWrites(page: Page): Promise<BackendWrite[]> {
  return page.evaluate(() => (window as unknown as { testRepoWrites?: BackendWrite[] }).testRepoWrites ?? []);
}

/** The files a list of writes names whose file name is `name` (case-insensitive), with their action. */
export function writesOf(writes: readonly BackendWrite[], name: string): string[] {
  const wanted = name.toLowerCase();
  return writes.flatMap((write) =>
    write.files
      .filter((file) => file.slice(file.lastIndexOf("/") + 1).toLowerCase() === wanted)
      .map((file) => `${write.action} ${file}`),
  );
}

/**
 * Waits until the local backend has written a file the CMS saved: it exists and holds
 * text. decap-server creates the file and then writes it, so a read in between finds it
 * empty (seen once in CI as a board year that parsed to null). Returns when, for timings.
 */
export async function waitForWrittenFile(file: string, timeoutMs = 30_000): Promise<number> {
  await expectOf
    .poll(() => fs.existsSync(file) && fs.readFileSync(file, "utf8").trim() !== "", {
      timeout: timeoutMs,
      message: `${file} is written`,
    })
    .toBe(true);
  return performance.now();
}
