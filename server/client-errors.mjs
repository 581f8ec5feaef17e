/**
 * Answers to requests that never reach the handler because node:http could not read
 * them (a method it does not know, headers too large, a malformed line, a stalled
 * client) or because they ask for a tunnel (CONNECT). node:http's own answers carry
 * none of the site's headers; these do, and a method the server does not support gets
 * the same 405 as one it knows. The connection is closed after the answer.
 */
import { STATUS_CODES } from "node:http";

const statusByError = {
  HPE_INVALID_METHOD: 405,
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** Writes a complete plain-text answer on a raw socket and closes it once sent. */
export function writeRawAnswer(socket, status, headerEntries) {
  const text = `${STATUS_CODES[status]}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...headerEntries.map(([name, value]) => `${name}: ${value}`),
    ...(status === 405 ? ["Allow: GET, HEAD"] : []),
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(text)}`,
    "Cache-Control: no-store",
    "Connection: close",
  ];
  socket.once("finish", () => socket.destroy());
  socket.end(`${lines.join("\r\n")}\r\n\r\n${text}`);
}

/**
 * For the server's 'clientError' event. `answerStarted` tells whether an answer to a
 * request on this connection has begun sending: bytes written now would land inside it,
 * so the connection is closed instead, as it is once the client has gone.
 */
export function answerClientError(error, socket, headerEntries, answerStarted) {
  if (error.code === "ECONNRESET" || !socket.writable || answerStarted) {
    socket.destroy();
    return;
  }
  writeRawAnswer(socket, statusByError[error.code] ?? 400, headerEntries);
}
