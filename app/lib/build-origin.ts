/**
 * The origin a build is published at, for addresses that must work where the build is
 * seen, such as a page's social card: a Netlify deploy preview (or branch deploy) is
 * published at its own address (DEPLOY_PRIME_URL), so its cards are fetched from there,
 * not from production, where they may not exist yet. Everywhere else (production, a
 * local build, another host) it is the site's own origin from the site settings.
 * Canonical addresses stay the site's own: a preview is not the page to index.
 */
export type BuildEnvironment = { CONTEXT?: string; DEPLOY_PRIME_URL?: string };

const previewContexts = new Set(["deploy-preview", "branch-deploy"]);

export function buildOrigin(siteUrl: string, env: BuildEnvironment): string {
  const preview = env.CONTEXT && previewContexts.has(env.CONTEXT) ? env.DEPLOY_PRIME_URL : undefined;
  return new URL(preview || siteUrl).origin;
}
