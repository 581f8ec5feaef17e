/**
 * Ports that are free on this machine, for test servers that must not depend on a fixed
 * port being unused: the OS picks each one (a listener on port 0), all are held until
 * every one is known, so they differ, then released for the servers that will take them.
 * Another program could take one in between; that window is a few milliseconds.
 */
import net from "node:net";

/**
 * @param {number} count How many ports.
 * @param {string} [host] The address the servers will listen on.
 * @returns {Promise<number[]>}
 */
export async function freePorts(count, host = "127.0.0.1") {
  /** @type {net.Server[]} */
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.once("error", reject);
          server.listen(0, host, () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => /** @type {net.AddressInfo} */ (server.address()).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * A free port for each named environment variable that `env` does not set, so a port
 * given by hand (e.g. E2E_PORT=4173) is kept: the variables to add to a child's
 * environment.
 * @param {string[]} names
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<Record<string, string>>}
 */
export async function freePortsFor(names, env = process.env) {
  const unset = names.filter((name) => !env[name]);
  const ports = await freePorts(unset.length);
  return Object.fromEntries(unset.map((name, index) => [name, String(ports[index])]));
}
