/**
 * The files the server may send, listed once at start-up from the build folder.
 * A request's path is looked up in this list; it never becomes a file name, so nothing
 * outside the folder, no dotfile and no symbolic link can be reached.
 *
 * Each entry is one resource with its encodings on disk: `about.data` has the variants
 * identity (`about.data`), br (`about.data.br`) and gzip (`about.data.gz`). The
 * precompressed twins are not resources of their own.
 *
 * Pages answer under the addresses static hosts give them: `blog/index.html` as
 * `/blog`, `/blog/` and `/blog/index.html`; `name.html` also as `/name`.
 */
import fs from "node:fs";
import path from "node:path";
import { hostOnlyFiles } from "../scripts/public-files.mjs";
import { contentType } from "./content-types.mjs";

const encodedSuffixes = { br: ".br", gzip: ".gz" };

/** The not-found page: sent with 404 for every unknown path, never with 200. */
export const notFoundFile = "404.html";

/**
 * Files in the build folder that no address serves: the not-found page and its own
 * addresses (a 200 there would be a soft 404), the SPA fallback (every route is
 * prerendered), and the header files Netlify and Cloudflare read but never publish.
 */
const unservedPaths = new Set([
  "/404.html",
  "/404",
  "/404/",
  "/404/index.html",
  "/404.data",
  "/__spa-fallback.html",
  "/_redirects",
  ...hostOnlyFiles.map((name) => `/${name}`),
]);

function listFiles(dir, urlDir = "") {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".")) return [];
    const urlPath = `${urlDir}/${entry.name}`;
    if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), urlPath);
    return entry.isFile() ? [urlPath] : [];
  });
}

/** The addresses of a file: its own path, plus the page aliases for HTML files. */
function addressesOf(urlPath) {
  if (urlPath.endsWith("/index.html")) {
    const folder = urlPath.slice(0, -"index.html".length);
    return folder === "/" ? [urlPath, "/"] : [urlPath, folder, folder.slice(0, -1)];
  }
  if (urlPath.endsWith(".html")) return [urlPath, urlPath.slice(0, -".html".length)];
  return [urlPath];
}

/**
 * @param {string} root  absolute path of the build's client folder
 * @returns {{ resources: Map<string, Resource>, notFound: Resource }}
 * @typedef {{ path: string, type: string, variants: Record<string, string> }} Resource
 *   `path` is the file's address (for caching rules), `variants` maps an encoding to a file
 */
export function indexSiteFiles(root) {
  const files = new Set(listFiles(root));
  const resourceOf = (urlPath) => {
    const variants = { identity: path.join(root, ...urlPath.split("/")) };
    for (const [encoding, suffix] of Object.entries(encodedSuffixes)) {
      if (files.has(urlPath + suffix)) variants[encoding] = variants.identity + suffix;
    }
    return { path: urlPath, type: contentType(urlPath), variants };
  };
  const isEncodedTwin = (urlPath) =>
    Object.values(encodedSuffixes).some(
      (suffix) => urlPath.endsWith(suffix) && files.has(urlPath.slice(0, -suffix.length)),
    );

  const own = new Map();
  const aliases = new Map();
  for (const urlPath of files) {
    if (isEncodedTwin(urlPath)) continue;
    const resource = resourceOf(urlPath);
    const [exact, ...others] = addressesOf(urlPath);
    own.set(exact, resource);
    for (const alias of others) if (!aliases.has(alias)) aliases.set(alias, resource);
  }
  // A file's own address wins over another file's alias.
  const resources = new Map([...aliases, ...own].filter(([address]) => !unservedPaths.has(address)));

  if (!files.has(`/${notFoundFile}`)) throw new Error(`No ${notFoundFile} in ${root}: build the site first`);
  return { resources, notFound: resourceOf(`/${notFoundFile}`) };
}
