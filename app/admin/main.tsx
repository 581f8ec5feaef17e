/**
 * The /admin page: Decap CMS with the configuration of cms-config.ts (no config.yml is
 * fetched) and the site's extensions. Only /admin loads this module; the public pages
 * never import it (tests/e2e/budgets.spec.ts checks their first-load files).
 */

import { contentFolder, localBackendUrl, settings } from "virtual:cms-settings";
import CMS from "decap-cms-app";
import { buildCmsConfig } from "./cms-config";
import { registerSiteExtensions } from "./extensions";
import { quietRefusedSaves } from "./refused-save";

if (settings) {
  quietRefusedSaves();
  registerSiteExtensions(CMS);
  CMS.init({ config: buildCmsConfig({ settings, localBackendUrl, contentFolder }) });
} else {
  const message = document.createElement("p");
  message.textContent =
    "Editing in the browser is not set up: add the cms section (repository and branch) to content/site.yaml, as CONTENT.md explains.";
  document.body.append(message);
}
