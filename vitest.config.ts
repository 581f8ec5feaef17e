import path from "node:path";
import { defineConfig } from "vitest/config";

// A separate config without the reactRouter() plugin, which only works for app builds.
export default defineConfig({
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mjs}",
      "server/**/*.test.{ts,mjs}",
      "tests/unit/**/*.test.{ts,tsx}",
    ],
    environment: "node",
    setupFiles: ["./tests/setup/vitest.setup.ts"],
    restoreMocks: true,
  },
});
