import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/config/prerender-paths";

export default {
  // A static site: no runtime server, every URL is rendered to HTML at build time.
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(),
} satisfies Config;
