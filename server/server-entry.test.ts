/**
 * `node server.mjs` as `npm start` runs it: HOST and PORT, and the address it prints.
 * Each test starts the real entry on the fixture build in a child process.
 */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { httpRequest } from "../tests/fixtures/http-request";
import { createFixtureBuild, type FixtureBuild } from "../tests/fixtures/server-build";

const entry = path.resolve(import.meta.dirname, "../server.mjs");
let fixture: FixtureBuild;
const children: ChildProcess[] = [];

beforeAll(() => {
  fixture = createFixtureBuild();
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});
afterAll(() => fixture.remove());

/** Starts server.mjs and resolves with the address it prints once listening. */
function startEntry(env: Record<string, string>): Promise<URL> {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, BUILD_DIR: fixture.buildDir, HOST: "", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      const address = /http:\/\/\S+/.exec(output)?.[0];
      if (address) resolve(new URL(address));
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => reject(new Error(`server.mjs exited with ${code}: ${output}`)));
  });
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test("by default it listens on 127.0.0.1 only: another loopback address is refused", async () => {
  const address = await startEntry({});
  expect(address.hostname).toBe("127.0.0.1");
  const port = Number(address.port);
  expect((await httpRequest(port, { path: "/" })).status).toBe(200);
  expect(await accepts("127.0.0.2", port)).toBe(false);
});

test("HOST=0.0.0.0 listens on every interface", async () => {
  const address = await startEntry({ HOST: "0.0.0.0" });
  expect(address.hostname).toBe("0.0.0.0");
  expect(await accepts("127.0.0.2", Number(address.port))).toBe(true);
});

test("PORT is the port it listens on", async () => {
  const port = await freePort();
  const address = await startEntry({ PORT: String(port) });
  expect(Number(address.port)).toBe(port);
  expect((await httpRequest(port, { path: "/about" })).status).toBe(200);
});

test("a PORT that is no port stops it with a message", async () => {
  await expect(startEntry({ PORT: "eighty" })).rejects.toThrow(/PORT must be a number/);
});
