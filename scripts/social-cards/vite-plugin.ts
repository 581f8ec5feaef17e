/**
 * Makes the social cards of the content's events and articles (scripts/social-cards/)
 * when the client build is written, into its /_img/ beside the image variants, whose
 * originals they are drawn from (so this runs after the image pipeline of buildStart).
 * Which cards there are and their addresses come from app/content/social-cards.server.ts,
 * the module the pages' loaders take their og:image from; it uses the app's `~/` alias,
 * so it is imported through tsx, as the site-content plugin does.
 */
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import type { Plugin } from "vite";
import { currentContentDir, imageOutputs } from "../images/outputs.mjs";
import { describeRun, makeSocialCards } from "./pipeline.ts";

type Cards = typeof import("../../app/content/social-cards.server");

const cardsModule = path.resolve(import.meta.dirname, "../../app/content/social-cards.server.ts");

export function socialCards(): Plugin {
  return {
    name: "social-cards",
    async writeBundle(options) {
      if (this.environment.config.consumer !== "client" || !options.dir) return;
      const { socialCardInputs } = (await tsImport(cardsModule, import.meta.url)) as Cards;
      const run = await makeSocialCards({
        cards: socialCardInputs(),
        pictures: imageOutputs(currentContentDir()).variants,
        clientDir: options.dir,
      });
      this.environment.logger.info(describeRun(run));
    },
  };
}
