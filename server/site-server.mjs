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
 * @param {{ root: string, log: (line: string) => void }} options
 *   see createSiteHandler
 */
export function createSiteServer(options) {
  const headerEntries = Object.entries(securityHeaders());
  const handler = createSiteHandler(options);
  // The answers in progress on each connection: a broken request that follows one whose
  // answer has started sending cannot be answered without corrupting that answer.
  const inProgress = new Map();
  const handle = (request, response) => {
    const { socket } = request;
    const answers = inProgress.get(socket) ?? new Set();
    inProgress.set(socket, answers.add(response));
    response.once("close", () => {
      answers.delete(response);
      if (answers.size === 0) inProgress.delete(socket);
    });
    handler(request, response);
  };
  const answerStarted = (socket) => [...(inProgress.get(socket) ?? [])].some((response) => response.headersSent);
  // The handler answers a request without Host itself, with the site's headers.
  const server = http.createServer({ requireHostHeader: false }, handle);
  // Expect: answered by the handler (417 for anything but 100-continue). No "100 Continue"
  // is sent: GET and HEAD need no body, and other methods are refused without reading one.
  server.on("checkContinue", handle);
  server.on("checkExpectation", handle);
  server.on("clientError", (error, socket) => answerClientError(error, socket, headerEntries, answerStarted(socket)));
  server.on("connect", (_request, socket) => writeRawAnswer(socket, 405, headerEntries));
  // GET and HEAD carry no body: a complete request is its headers.
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  server.keepAliveTimeout = 5_000;
  return server;
}
