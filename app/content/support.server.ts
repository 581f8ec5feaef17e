/** Loader for the Student Support page: intro, resource cards and programme group chats. */
import { readYaml } from "./load.server";
import { type SupportContent, supportSchema } from "./schemas";

export const supportFile = "support/support.yaml";

export function loadSupport(): SupportContent {
  return readYaml(supportFile, supportSchema);
}
