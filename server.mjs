/**
 * `npm start`: serves the built site the way a static host or CDN would (see
 * server/site-handler.mjs and the README). Builds first when no build exists.
 *
 *   HOST=0.0.0.0 PORT=8080 node server.mjs
 *
 * HOST   address to listen on; default 127.0.0.1 (this machine only). Use 0.0.0.0 in a
 *        container or to reach the site from another device.
 * PORT   default 3000; 0 picks a free port (the address is printed).
 * BUILD_DIR  the build folder (default build); the site is its client/ folder.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { notFoundFile } from "./server/site-files.mjs";
import { createSiteServer } from "./server/site-server.mjs";

const root = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const host = process.env.HOST || "127.0.0.1";
const port = Number(process.env.PORT || 3000);

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.log(`PORT must be a number from 0 to 65535, not "${process.env.PORT}"`);
  process.exit(1);
}

if (!fs.existsSync(path.join(root, notFoundFile))) {
  console.log("No build found: building the site first (npm run build)…");
  execSync("npm run build", { stdio: "inherit" });
}

const server = createSiteServer({ root, log: (line) => console.error(line) });

server.listen(port, host, () => {
  const address = server.address();
  const shown = address.family === "IPv6" ? `[${address.address}]` : address.address;
  console.log(`RSM Student Representation: http://${shown}:${address.port}`);
});
