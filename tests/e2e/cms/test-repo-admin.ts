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
 * what the editor publishes.
 */
import CMS from "decap-cms-app";
import { buildCmsConfig } from "../../../app/admin/cms-config";
import { registerSiteExtensions } from "../../../app/admin/extensions";

const config = buildCmsConfig({ settings: { repository: "sr-rsm/website", branch: "main" } });
registerSiteExtensions(CMS);
CMS.init({ config: { ...config, backend: { name: "test-repo" } } });
