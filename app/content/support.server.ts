/** Loader for the Student Support page: intro, resource cards and programme group chats. */
import { checked } from "./collections.server";
import { readSingle } from "./load.server";
import type { SupportContent } from "./schemas/support";

export function loadSupport(): SupportContent {
  return readSingle(checked("support"));
}
