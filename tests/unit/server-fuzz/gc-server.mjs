/**
 * The site server for the fuzz test, in a child process started with --expose-gc: the
 * same createSiteServer as `npm start`, plus an IPC channel on which the test asks for
 * the memory in use after a full garbage collection and for the number of error lines
 * the server logged. Nothing of this is in the shipped server.
 */
import { createSiteServer } from "../../../server/site-server.mjs";

const logged = [];
const server = createSiteServer({ root: process.env.FUZZ_ROOT, log: (line) => logged.push(line) });

server.listen(0, "127.0.0.1", () => process.send({ type: "listening", port: server.address().port }));

process.on("message", (message) => {
  if (message.type !== "memory") return;
  globalThis.gc();
  const { heapUsed, external, rss } = process.memoryUsage();
  process.send({ type: "memory", heapUsed, external, rss, logged: logged.slice(0, 5), loggedCount: logged.length });
});

process.on("disconnect", () => process.exit(0));
