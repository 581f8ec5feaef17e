/**
 * The fields that follow the editor's changes: every checked widget on the page registers
 * here, and one that has been checked (`live`: a refused save showed its message, or the
 * editor left it after changing it) is checked again shortly after any field changes. A
 * rule between fields is then answered where it is shown: switching on "Ends the next day"
 * takes the message away from "End time", and the refusal banner, which follows the
 * messages on the page, closes with it.
 *
 * The checks wait until the editor pauses (a few keystrokes are one change), and run after
 * Decap has stored the change and cleared the changed field's own messages.
 */

/** A field that can be checked again. */
export type LiveCheck = { live: boolean; recheck(): void };

/** How long after the last change the fields are checked again. */
export const recheckDelayMs = 150;

export function createLiveChecks(delay = recheckDelayMs) {
  const fields = new Set<LiveCheck>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    for (const field of fields) if (field.live) field.recheck();
  };
  return {
    add: (field: LiveCheck) => void fields.add(field),
    delete: (field: LiveCheck) => void fields.delete(field),
    /** A field changed: the live fields are checked again once the editor pauses. */
    changed() {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(run, delay);
    },
  };
}

/** The fields of the open editor. */
export const liveChecks = createLiveChecks();
