/**
 * The part of jsdom's API that app/lib/theme.test.ts uses to load a page of its own (a
 * fresh window per test, its inline script run while the page is parsed). jsdom ships no
 * type declarations; Vitest's jsdom environment gives one shared window instead.
 */
declare module "jsdom" {
  export type ConstructorOptions = {
    url?: string;
    runScripts?: "dangerously" | "outside-only";
    /** Called with the new window before the page is parsed. */
    beforeParse?: (window: Window & typeof globalThis) => void;
  };

  export class JSDOM {
    constructor(html: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
