/**
 * /admin with Decap's in-memory `test-repo` backend, for the specs only: the production
 * toolbar of the editorial workflow (Save, Status, Publish; unpublished entries and their
 * status) without GitHub or any network. The same configuration and extensions as
 * app/admin/main.tsx, but for the backend. `openTestRepoAdmin` (editor-page.ts) serves a page
 * that loads this module from `npm run cms`'s /admin development server; no build and no
 * configuration of the site names it, so the built /admin can never start with it.
 *
 * The backend keeps its files in `window.repoFiles` (a tree of folders, each file
 * `{ path, content }`), which the page may fill before this module runs, and writes there
 * what the editor publishes; an entry saved but not published (its branch and pull request
 * on GitHub) in `window.repoFilesUnpublished`. Each write it is asked for is recorded, in
 * order, in `window.testRepoWrites` (`{ action, files }`, read by harness.ts's
 * `testRepoWrites`): the log a spec reads to prove that a file was never written.
 */
import CMS from "decap-cms-app";
import { buildCmsConfig } from "../../../app/admin/cms-config";
import { registerSiteExtensions } from "../../../app/admin/extensions";

type Write = { action: string; files: string[] };
type Backend = Record<string, unknown>;
type Unpublished = Record<string, { diffs: { path: string }[] } | undefined>;

const log: Write[] = [];
(window as unknown as { testRepoWrites: Write[] }).testRepoWrites = log;
const paths = (items: unknown[]) => items.map((item) => String((item as { path?: unknown }).path));

/** The backend's writing methods, each recorded before it runs. */
const recorders: Record<string, (...args: never[]) => Write> = {
  persistEntry: (
    entry: { dataFiles: { path: string; newPath?: string }[]; assets: unknown[] },
    options: { useWorkflow?: boolean },
  ) => ({
    action: options?.useWorkflow ? "persistEntry (unpublished)" : "persistEntry",
    files: [...entry.dataFiles.map((file) => file.newPath ?? file.path), ...paths(entry.assets)],
  }),
  persistMedia: (asset: unknown) => ({ action: "persistMedia", files: paths([asset]) }),
  deleteFiles: (files: string[]) => ({ action: "deleteFiles", files }),
  publishUnpublishedEntry: (collection: string, slug: string) => ({
    action: "publishUnpublishedEntry",
    files: paths(
      (window as unknown as { repoFilesUnpublished: Unpublished }).repoFilesUnpublished[`${collection}/${slug}`]
        ?.diffs ?? [],
    ),
  }),
};

// The registry's test-repo entry, wrapped in place: the backend keeps its name (Decap
// draws test-repo's own sign-in for it), and every instance it makes records its writes.
const testRepo = CMS.getBackend("test-repo") as { init: (...args: unknown[]) => Backend };
const init = testRepo.init;
testRepo.init = (...args) => {
  const backend = init(...args);
  for (const [name, record] of Object.entries(recorders)) {
    const method = backend[name] as ((...args: unknown[]) => unknown) | undefined;
    if (typeof method !== "function") throw new Error(`Decap's test-repo backend has no ${name}`);
    backend[name] = (...args: unknown[]) => {
      log.push((record as (...args: unknown[]) => Write)(...args));
      return method.apply(backend, args);
    };
  }
  return backend;
};

const config = buildCmsConfig({ settings: { repository: "sr-rsm/website", branch: "main" } });
registerSiteExtensions(CMS);
CMS.init({ config: { ...config, backend: { name: "test-repo" } } });
