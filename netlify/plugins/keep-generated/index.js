/**
 * Netlify build plugin (netlify.toml, [[plugins]]): keeps `.generated/` between builds with
 * Netlify's own build cache (`utils.cache`, @netlify/cache-utils, which Netlify hands to
 * every plugin), so a deploy encodes only the pictures and draws only the social cards that
 * are new (README, "What is cached where"). Restored before the build command, saved after
 * a build that succeeded. Every file in it is named by a hash of what it was made from, so
 * a restored file is never stale: nothing to invalidate by hand. "Clear cache and deploy
 * site" in Netlify's Deploys tab starts from nothing.
 */

/** The build's outputs kept between runs: image variants, download copies, social cards (scripts/images, scripts/social-cards). */
export const keptFolder = ".generated";

export async function onPreBuild({ utils }) {
  const restored = await utils.cache.restore(keptFolder);
  console.log(
    restored
      ? `keep-generated: ${keptFolder}/ restored from the last build`
      : `keep-generated: no ${keptFolder}/ kept yet`,
  );
}

export async function onPostBuild({ utils }) {
  const saved = await utils.cache.save(keptFolder);
  console.log(
    saved ? `keep-generated: ${keptFolder}/ kept for the next build` : `keep-generated: no ${keptFolder}/ to keep`,
  );
}
