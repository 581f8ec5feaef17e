/**
 * A finished build served by the production server (server.mjs) for a benchmark: refuses a
 * port someone else answers on (their site would be measured instead), and resolves once
 * the home page answers.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const serverScript = path.resolve(import.meta.dirname, "../../server.mjs");

const answers = (url) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/**
 * @param {{ buildDir: string, port: number, host?: string, cwd?: string }} options
 * @returns {Promise<import("node:child_process").ChildProcess>} the server; kill it when done
 */
export async function serveBuild({ buildDir, port, host = "127.0.0.1", cwd = process.cwd() }) {
  const origin = `http://${host}:${port}`;
  if (await answers(`${origin}/`)) throw new Error(`port ${port} is already in use; choose another`);
  const server = spawn(process.execPath, [serverScript], {
    cwd,
    env: { ...process.env, HOST: host, PORT: String(port), BUILD_DIR: buildDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server of ${buildDir} exited (is port ${port} in use?)`);
    if (await answers(`${origin}/`)) return server;
    await sleep(200);
  }
  server.kill();
  throw new Error(`the server of ${buildDir} did not answer within 30 s`);
}
