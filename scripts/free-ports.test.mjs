import net from "node:net";
import { expect, test } from "vitest";
import { freePorts, freePortsFor } from "./free-ports.mjs";

/** Listens on the port and closes again; rejects when the port is taken. */
const listenOnce = (port) =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(port)));
  });

test("freePorts gives different ports that a server can then listen on", async () => {
  const ports = await freePorts(3);
  expect(ports).toHaveLength(3);
  expect(new Set(ports).size).toBe(3);
  for (const port of ports) {
    expect(port).toBeGreaterThan(0);
    await expect(listenOnce(port)).resolves.toBe(port);
  }
});

test("freePortsFor fills only the variables that are not set", async () => {
  const ports = await freePortsFor(["E2E_PORT", "FIXTURE_E2E_PORT", "E2E_NGINX_PORT"], { E2E_PORT: "4173" });
  expect(Object.keys(ports).sort()).toEqual(["E2E_NGINX_PORT", "FIXTURE_E2E_PORT"]);
  expect(Object.values(ports).every((port) => /^\d+$/.test(port) && port !== "4173")).toBe(true);
});
