/**
 * The builders of described fields: a rule (rules.ts) with its one description (label,
 * hint, kind of input, example: field-description.ts). Every collection's schema in this
 * folder is written with them; the /admin forms and CONTENT.md's field tables are
 * generated from these descriptions, and loaders parse files with the schemas at build
 * time, so a wrong field fails the build with the file and field named (see load.server.ts).
 */
import { z } from "zod";
import { described, type FieldDescription } from "../field-description";
import { altText, emailAddress, httpsUrl, imagePath, internationalPhone } from "./rules";

type More = Omit<FieldDescription, "label">;

/** A one-line text that may not be empty. */
export const line = (label: string, more: More = {}) => described(z.string().min(1), { label, ...more });
/** A text of a sentence or more. */
export const prose = (label: string, more: More = {}) =>
  described(z.string().min(1), { label, widget: "text", ...more });
/** An image file; the content check finds every image a file uses by this kind of field. */
export const image = (label: string, more: More = {}) =>
  described(imagePath, { label, widget: "image", example: "../images/blog/photo.jpg", ...more });
/** The description of the image beside it, for screen readers. */
export const alt = (label = "Image description") =>
  described(altText, {
    label,
    widget: "text",
    hint: "A sentence describing the image for people who cannot see it.",
    example: "Students talking on the Erasmus campus",
  });
/** A switch that is off unless the file says true. */
export const toggle = (label: string, hint: string) =>
  described(z.boolean().default(false), { label, hint, example: "true" });
/** A list of lines, at least one; `item` names one line ('Paragraph'). */
export const lines = (label: string, item: string, hint?: string) =>
  described(z.array(z.string().min(1)).min(1), { label, item, ...(hint ? { hint } : {}) });
/** A web address. */
export const webAddress = (label: string, more: More = {}) =>
  described(httpsUrl, { label, example: "https://www.eur.nl/en/rsm", ...more });
/** An email address. */
export const email = (label: string, more: More = {}) =>
  described(emailAddress, { label, example: "info@sr-rsm.nl", ...more });
/** A phone number in international form. */
export const phone = (label: string, more: More = {}) =>
  described(internationalPhone, { label, example: "+31 10 408 1111", ...more });
/** A group of fields shown together. */
export function group<Shape extends z.core.$ZodLooseShape>(label: string, shape: Shape, more: More = {}) {
  return described(z.strictObject(shape), { label, ...more });
}
/** A heading and the text under it. */
export const titleAndText = (label: string) => group(label, { title: line("Title"), text: prose("Text") });
/** A heading and the intro under it. */
export const titleAndIntro = (label: string, more: More = {}) =>
  group(label, { title: line("Title"), intro: prose("Intro") }, more);
