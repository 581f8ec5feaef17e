/**
 * The two functions of Decap's string templates that tests/unit/review-path.test.ts calls
 * to fill in a collection's `preview_path` the way Decap does. decap-cms-lib-widgets ships
 * no type declarations; its ES module build is imported directly because its main file
 * needs a browser window.
 */
declare module "decap-cms-lib-widgets/dist/esm/stringTemplate.js" {
  import type { Map as ImmutableMap } from "immutable";

  /** Replaces every `{{…}}`: `slug` with `identifier`, date parts from `date`, anything else from `data`. */
  export function compileStringTemplate(
    template: string,
    date: Date | null,
    identifier: string,
    data: ImmutableMap<string, unknown>,
    processor?: (value: string) => string,
  ): string;

  /** Adds `dirname`, `filename` and `extension` of the entry's file to its fields. */
  export function addFileTemplateFields(
    entryPath: string,
    fields: ImmutableMap<string, unknown>,
    folder?: string,
  ): ImmutableMap<string, unknown>;
}
