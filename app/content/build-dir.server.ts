/**
 * The folder the build writes the published site to: `<BUILD_DIR>/client` (react-router.config.ts's
 * buildDirectory; scripts/build.mjs sets BUILD_DIR to its staging folder while it builds).
 */
import path from "node:path";

export const builtClientDir = () => path.resolve(process.env.BUILD_DIR ?? "build", "client");
