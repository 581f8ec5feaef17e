/**
 * A page's social card (og:image): what it shows and the file it becomes. The card is a
 * 1200 × 630 JPEG made at build time (scripts/social-cards/); its file name carries a hash
 * of everything drawn on it and of the settings that draw it, so a changed title, time,
 * place or picture gives a new address and the apps' caches fetch the new card, and the
 * same card is never encoded twice. The loaders name the file with this module and the
 * build makes it with the same.
 */
import { createHash } from "node:crypto";

export const socialCardSize = { width: 1200, height: 630 } as const;

/**
 * Bump `version` when the drawing changes (layout, colours, fonts): it is part of every
 * hash, so each card is made again under a new name.
 */
export const socialCardSettings = {
  version: 1,
  /** Tried in turn until the card fits in `maxBytes`: WhatsApp shows no preview image over 300 KB. */
  jpegQualities: [82, 74, 66, 58],
  maxBytes: 300 * 1024,
};

export type SocialCardInput = {
  /** Readable start of the file name: 'event-winter-gala'. */
  stem: string;
  title: string;
  /** The line under the title: when and where for an event. */
  line: string;
  /** The small label at the top: the site's name. */
  label: string;
  /** The picture's full-size original as the build serves it ('/_img/…'): its name carries its own hash. */
  picture: string;
};

/** The hash of what the card shows and how it is drawn (not of its name): equal hashes, equal cards. */
export function socialCardHash(input: SocialCardInput): string {
  const { stem: _name, ...drawn } = input;
  return createHash("sha256")
    .update(JSON.stringify({ settings: socialCardSettings, size: socialCardSize, drawn }))
    .digest("hex")
    .slice(0, 10);
}

/** Where the card is served: '/_img/card-event-winter-gala-3f9a1c0b2e.jpg'. */
export function socialCardPath(input: SocialCardInput): string {
  return `/_img/card-${input.stem}-${socialCardHash(input)}.jpg`;
}
