/**
 * The editor page made safe for an editor who is not a developer: a refused save is
 * always visible (refusals.ts) and the editor works on a phone (chrome-styles.ts). It uses
 * nothing of the CMS object: it works on Decap's page (decap-dom.ts says where).
 */
import type { CMS } from "decap-cms-core";
import { installStyles } from "./chrome-styles";
import { watchRefusals } from "./refusals";

export function registerEditorChrome(_cms: CMS): void {
  installStyles();
  watchRefusals();
}
