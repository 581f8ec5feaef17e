import { afterEach } from "vitest";

// The DOM matchers and React Testing Library serve only the files that run in jsdom; the
// files in the node environment (most of them) skip loading them.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
  });
  // jsdom lays nothing out and has no scrollIntoView; components call it after focusing.
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = () => {};
  }
}
