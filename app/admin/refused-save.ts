/**
 * Decap answers a save its form refuses (a field's message, a required field left empty)
 * with a promise rejected without a reason, and its editor never handles that rejection
 * (decap-cms-core: persistEntry's `return Promise.reject()`, awaited by the editor's
 * Publish handler): the browser reports it as an uncaught error, `undefined`, on every
 * refusal. The refusal itself is shown at the fields and in the banner; the rejection
 * carries nothing more. This keeps the console for real errors: an unhandled rejection
 * without a reason is marked handled; any other still reaches the console. (Which
 * rejection is Decap's is the adapter's to know: `isRefusedSave`.)
 */
import { isRefusedSave } from "./decap/adapter";

export function quietRefusedSaves(target: Pick<Window, "addEventListener"> = window): void {
  target.addEventListener("unhandledrejection", (event) => {
    if (isRefusedSave(event)) event.preventDefault();
  });
}
