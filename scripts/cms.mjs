#!/usr/bin/env node
/**
 * `npm run cms`: edit the site in the browser on this computer. Starts Decap's local
 * backend (decap-server, which reads and writes the files of this working copy) and the
 * development site (`npm run dev`), whose /admin page then edits the content folder
 * directly: saving writes the file under content/, and the page you look at shows it.
 * /admin has a Vite server of its own (vite.admin.config.ts), started here on a free
 * port; the site's dev server passes /admin on to it.
 *
 * Ports: CMS_PORT for the site (default 5173), CMS_BACKEND_PORT for decap-server (default
 * 8081). CONTENT_DIR edits another content folder (a test's copy); decap-server then works
 * in its parent folder, or in CMS_REPO_DIR when given. Stopping this script stops both.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { createServer } from "vite";

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "..");
const sitePort = process.env.CMS_PORT ?? "5173";
const backendPort = process.env.CMS_BACKEND_PORT ?? "8081";
const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(root, "content"));
const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? (process.env.CONTENT_DIR ? path.dirname(contentDir) : root));
const contentFolder = path.relative(repoDir, contentDir).split(path.sep).join("/");
if (contentFolder.startsWith("..") || path.isAbsolute(contentFolder) || contentFolder === "") {
  console.error(`The content folder ${contentDir} must be inside decap-server's folder ${repoDir} (CMS_REPO_DIR).`);
  process.exit(1);
}

process.env.CMS_BACKEND_PORT = backendPort;
process.env.CMS_CONTENT_FOLDER = contentFolder;
const admin = await createServer({
  configFile: path.join(root, "vite.admin.config.ts"),
  server: { host: "127.0.0.1", port: 0, strictPort: false },
  logLevel: "warn",
});
await admin.listen();
const address = admin.httpServer?.address();
if (!address || typeof address === "string") throw new Error("The /admin dev server has no port");
const adminOrigin = `http://127.0.0.1:${address.port}`;

const decapServer = require.resolve("decap-server/dist/index.js");
const children = [
  // MODE fs: saving writes the files (no commit); Git stays the editor's own business.
  spawn(process.execPath, [decapServer], {
    stdio: "inherit",
    env: { ...process.env, PORT: backendPort, MODE: "fs", GIT_REPO_DIRECTORY: repoDir, BIND_HOST: "127.0.0.1" },
  }),
  spawn(process.execPath, [path.join(root, "scripts/dev.mjs"), "--port", sitePort, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, CMS_ADMIN_ORIGIN: adminOrigin },
  }),
];

console.info(
  `/admin: http://localhost:${sitePort}/admin/ (decap-server on port ${backendPort}, editing ${contentDir})`,
);
const stop = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  void admin.close();
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
// When either stops, stop the other and leave with its code.
for (const child of children) {
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
}
