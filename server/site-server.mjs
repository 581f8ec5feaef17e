/**
 * The HTTP server for the built site: node:http with the site handler, the site's
 * answers to requests node:http cannot read, and time limits that free a connection
 * whose client stops sending (a stalled request must not hold a socket for minutes).
 */
import http from "node:http";
import { securityHeaders } from "../scripts/security-headers.mjs";
import { answerClientError, writeRawAnswer } from "./client-errors.mjs";
import { createSiteHandler } from "./site-handler.mjs";

/**
 * @param {{ root: string, https?: boolean, log: (line: string) => void }} options
 *   see createSiteHandler
 */
export function createSiteServer(options) {
  const headerEntries = Object.entries(securityHeaders({ https: options.https }));
  // The handler answers a request without Host itself, with the site's headers.
  const server = http.createServer({ requireHostHeader: false }, createSiteHandler(options));
  server.on("clientError", (error, socket) => answerClientError(error, socket, headerEntries));
  server.on("connect", (_request, socket) => writeRawAnswer(socket, 405, headerEntries));
  // GET and HEAD carry no body: a complete request is its headers.
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  server.keepAliveTimeout = 5_000;
  return server;
}
