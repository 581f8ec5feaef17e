/** Loads Program (content/program.yaml). */
import { checked } from "./collections.server";
import { readSingle } from "./load.server";

export function loadProgram() {
  return readSingle(checked("program"));
}
