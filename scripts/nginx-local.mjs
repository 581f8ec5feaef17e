/**
 * A real nginx serving a built site with the generated snippet (build/nginx.conf), run by
 * any user: a high port, and its pid file, temporary files and configuration in a
 * temporary folder. Used by the end-to-end tests and by `node scripts/serve-nginx.mjs`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const brotliStaticModule = "ngx_http_brotli_static_module.so";

/** The nginx binary: NGINX_PATH, else `nginx` on the PATH or in the sbin folders (not on every user's PATH). */
function findBinary() {
  if (process.env.NGINX_PATH) return fs.existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  const folders = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin", "/sbin"];
  for (const folder of folders) {
    const candidate = path.join(folder, "nginx");
    if (folder && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * nginx and what it can do here, or null when it is not installed.
 * @returns {{ binary: string, version: string, brotliModule: string | null } | null}
 */
export function findNginx() {
  const binary = findBinary();
  if (!binary) return null;
  // `nginx -V` prints its build options (among them the modules folder) on stderr.
  const info = spawnSync(binary, ["-V"], { encoding: "utf8" });
  if (info.status !== 0) return null;
  const version = /nginx\/(\S+)/.exec(info.stderr)?.[1] ?? "unknown";
  const modulesPath = /--modules-path=(\S+)/.exec(info.stderr)?.[1] ?? "/usr/lib/nginx/modules";
  const module = path.join(modulesPath, brotliStaticModule);
  return { binary, version, brotliModule: fs.existsSync(module) ? module : null };
}

/** Debian and Ubuntu call the unprivileged group 'nogroup', other systems 'nobody'. */
function unprivilegedGroup() {
  const groups = fs.existsSync("/etc/group") ? fs.readFileSync("/etc/group", "utf8") : "";
  return /^nogroup:/m.test(groups) ? "nogroup" : "nobody";
}

/** A whole nginx configuration around the site's generated server-block settings. */
export function localNginxConfig({ buildDir, host, port, tempDir, brotliModule, workers = 1, runAsRoot = false }) {
  const client = path.join(buildDir, "client");
  return `# Generated for a local run of the built site; not for deployment.
daemon off;
worker_processes ${workers};
pid ${path.join(tempDir, "nginx.pid")};
error_log stderr warn;
${runAsRoot ? `user nobody ${unprivilegedGroup()};\n` : ""}${brotliModule ? `load_module ${brotliModule};\n` : ""}
events {
    worker_connections 1024;
}

http {
    access_log off;
    sendfile on;
    tcp_nopush on;
    client_body_temp_path ${path.join(tempDir, "body")};
    proxy_temp_path ${path.join(tempDir, "proxy")};
    fastcgi_temp_path ${path.join(tempDir, "fastcgi")};
    uwsgi_temp_path ${path.join(tempDir, "uwsgi")};
    scgi_temp_path ${path.join(tempDir, "scgi")};

    server {
        listen ${host}:${port};
        root ${client};
        include ${path.join(buildDir, "nginx.conf")};
${brotliModule ? "        brotli_static on;\n" : ""}    }
}
`;
}

/**
 * Writes the configuration into a new temporary folder and returns the nginx command
 * that runs it in the foreground.
 */
export function prepareNginx({ nginx, buildDir, host, port, workers }) {
  const absoluteBuild = path.resolve(buildDir);
  for (const required of [path.join(absoluteBuild, "nginx.conf"), path.join(absoluteBuild, "client", "404.html")]) {
    if (!fs.existsSync(required)) throw new Error(`${required} is missing: run \`npm run build\` first`);
  }
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "sr-nginx-"));
  // A master process started by root hands requests to unprivileged workers; the build
  // folder is world-readable, so `nobody` can serve it.
  const runAsRoot = process.getuid?.() === 0;
  if (runAsRoot) fs.chmodSync(tempDir, 0o755);
  const configFile = path.join(tempDir, "nginx.conf");
  fs.writeFileSync(
    configFile,
    localNginxConfig({
      buildDir: absoluteBuild,
      host,
      port,
      tempDir,
      brotliModule: nginx.brotliModule,
      workers,
      runAsRoot,
    }),
  );
  return { tempDir, args: ["-p", tempDir, "-c", configFile, "-e", "stderr"] };
}
