/**
 * One HTTP request exactly as written: no default Accept-Encoding, no decompression, no
 * redirects, no URL normalisation, so the tests see what the server really sent.
 */
import http from "node:http";
import zlib from "node:zlib";

export type RawResponse = {
  status: number;
  /** Lower-case names; a header sent twice appears once with its values joined by ', '. */
  headers: Record<string, string>;
  body: Buffer;
};

export function rawRequest(
  baseURL: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const base = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, path, method: options.method ?? "GET", headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** The body as the client reads it after undoing Content-Encoding. */
export function decodedBody(response: RawResponse): Buffer {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(response.body);
  if (encoding === "gzip") return zlib.gunzipSync(response.body);
  if (encoding === undefined) return response.body;
  throw new Error(`Unexpected Content-Encoding: ${encoding}`);
}
