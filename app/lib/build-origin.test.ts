import { expect, test } from "vitest";
import { buildOrigin } from "./build-origin";

const site = "https://sr-rsm.nl/";

test("production and local builds use the site's own origin", () => {
  expect(buildOrigin(site, {})).toBe("https://sr-rsm.nl");
  expect(buildOrigin(site, { CONTEXT: "production", DEPLOY_PRIME_URL: "https://main--sr.netlify.app" })).toBe(
    "https://sr-rsm.nl",
  );
});

test("a deploy preview or branch deploy uses its own address", () => {
  const preview = "https://deploy-preview-42--sr-rsm.netlify.app";
  expect(buildOrigin(site, { CONTEXT: "deploy-preview", DEPLOY_PRIME_URL: preview })).toBe(preview);
  expect(buildOrigin(site, { CONTEXT: "branch-deploy", DEPLOY_PRIME_URL: "https://next--sr.netlify.app/" })).toBe(
    "https://next--sr.netlify.app",
  );
  expect(buildOrigin(site, { CONTEXT: "deploy-preview" })).toBe("https://sr-rsm.nl");
});
