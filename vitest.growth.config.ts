import path from "node:path";
import { defineConfig } from "vitest/config";

// The growth test (tests/growth/): a copy of content/ grown by one item of every kind and
// built for real. Apart from the unit tests because the build takes a while; `npm test`
// runs it after the two site builds.
export default defineConfig({
  // The test reads the content registry (app/content/registry.ts), whose modules import with `~/`.
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/growth/**/*.test.ts"],
    environment: "node",
    hookTimeout: 600_000,
  },
});
