/**
 * The archive site's build (tests/fixtures/archive-site.ts: the fixture site grown past
 * what the listings carry), served by the site's own server (server/, as `npm start`
 * serves) on a free port for each worker: `archiveTest` is the `test` of ./utils with its
 * baseURL there. The build is made by `npm test` (or `node --import tsx
 * tests/fixtures/archive-site.ts --build`); without it the tests fail and say so.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createSiteServer } from "../../server/site-server.mjs";
import { archiveSite } from "../fixtures/archive-site";
import { test } from "./utils";

export const archiveClientDir = path.resolve(archiveSite.buildDir, "client");

export const archiveTest = test.extend<object, { archiveOrigin: string }>({
  archiveOrigin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      if (!fs.existsSync(path.join(archiveClientDir, "404.html"))) {
        throw new Error(
          `No build of the archive site in ${archiveClientDir}: run "node --import tsx tests/fixtures/archive-site.ts --build" (npm test makes it)`,
        );
      }
      const server = createSiteServer({ root: archiveClientDir, log: () => {} });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      await use(`http://127.0.0.1:${port}`);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: "worker" },
  ],
  baseURL: async ({ archiveOrigin }, use) => {
    await use(archiveOrigin);
  },
});
