import { defineConfig } from "vitest/config";

// The growth test (tests/growth/): a copy of content/ grown by one item of every kind and
// built for real. Apart from the unit tests because the build takes a while; `npm test`
// runs it after the two site builds.
export default defineConfig({
  test: {
    include: ["tests/growth/**/*.test.ts"],
    environment: "node",
    hookTimeout: 600_000,
  },
});
