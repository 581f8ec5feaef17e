/**
 * Makes the build's social cards. Each card is encoded once into a cache shared by every
 * content folder (`.generated/social-card-cache/`, named by the hash of what it shows and
 * how it is drawn, app/lib/social-card.server.ts) and copied into the build from there, as
 * the image variants are (scripts/images/): a second build with nothing new encodes no card.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { type SocialCardInput, socialCardHash, socialCardPath } from "../../app/lib/social-card.server.ts";
import { renderSocialCard } from "./drawing/render.ts";

export type SocialCardRun = { encoded: number; reused: number };

/** `.generated/social-card-cache/` under the project root. */
export function socialCardCache(root = process.cwd()): string {
  return path.join(root, ".generated", "social-card-cache");
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Writes via a unique temp file and rename, so a build running beside this one never reads half a card. */
async function writeAtomic(file: string, data: Buffer) {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
}

/**
 * Every card of `cards` into `clientDir` at its address (socialCardPath), encoding only
 * those the cache lacks. `pictures` is the folder of the pictures' originals (the image
 * variants, served as /_img/). Encodes one card at a time: each is a fraction of a second.
 */
export async function makeSocialCards({
  cards,
  pictures,
  clientDir,
  cacheDir = socialCardCache(),
  render = renderSocialCard,
}: {
  cards: SocialCardInput[];
  pictures: string;
  clientDir: string;
  cacheDir?: string;
  render?: (card: SocialCardInput, picture: Buffer) => Promise<Buffer>;
}): Promise<SocialCardRun> {
  await fs.mkdir(cacheDir, { recursive: true });
  const run: SocialCardRun = { encoded: 0, reused: 0 };
  for (const card of cards) {
    const cached = path.join(cacheDir, `${socialCardHash(card)}.jpg`);
    if (await exists(cached)) {
      run.reused += 1;
    } else {
      const picture = await fs.readFile(path.join(pictures, path.posix.basename(card.picture)));
      await writeAtomic(cached, await render(card, picture));
      run.encoded += 1;
    }
    const target = path.join(clientDir, socialCardPath(card));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(cached, target);
  }
  return run;
}

export function describeRun({ encoded, reused }: SocialCardRun): string {
  return `social cards: ${encoded} encoded, ${reused} from the cache`;
}
