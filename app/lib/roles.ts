/**
 * Which role pages exist, known in the browser without a request. The build prerenders
 * one page per file in content/roles/, so an unknown id can be sent to /join before
 * React Router asks for a data file that does not exist (a 404 the browser logs as an
 * error). The ids are written into the bundle at build time (`virtual:site-content`):
 * the role files themselves never reach the browser.
 */
import { roleIds } from "virtual:site-content";

export { roleIds };

export function isRoleId(id: string | undefined): id is string {
  return id !== undefined && roleIds.includes(id);
}
