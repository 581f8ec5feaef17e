/** The icon cards of About's values and Join Us's offers: a title, a sentence and one of a few icons. */
import { z } from "zod";
import { described } from "../field-description";
import { line, prose } from "./fields";

/** Icons a value card or an offer card may show (CONTENT.md shows them). */
export const cardIcons = [
  "briefcase",
  "eye",
  "graduation-cap",
  "handshake",
  "lightbulb",
  "shield-check",
  "sparkles",
  "target",
  "users",
] as const;

/** A card with a title, a sentence and an icon (About's values, Join Us's offers). */
export const iconCardSchema = (defaultIcon: (typeof cardIcons)[number]) =>
  z.strictObject({
    title: line("Title"),
    description: prose("Description"),
    icon: described(z.enum(cardIcons).default(defaultIcon), {
      label: "Icon",
      hint: `Leave empty for the list's default icon (${defaultIcon}).`,
      example: "handshake",
    }),
  });
