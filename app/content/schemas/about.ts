/** content/about.yaml: the About page's mission, timeline and values. */
import { z } from "zod";
import { described } from "../field-description";
import { alt, group, image, line, lines, prose } from "./fields";
import { iconCardSchema } from "./icon-card";

/** An entry of the About page's 'Our Journey' timeline. */
export const timelineEntrySchema = z.strictObject({
  year: described(z.string().regex(/^\d{4}$/, "a four-digit year"), { label: "Year", example: "1985" }),
  title: line("Title"),
  description: prose("Description"),
});

/** One of the About page's value cards; without an icon it shows a target. */
export const valueSchema = iconCardSchema("target");

export const aboutSchema = z.strictObject({
  hero: group("Hero", {
    title: line("Title"),
    subtitle: prose("Subtitle"),
    image: image("Image", { example: "images/about/hero.jpg" }),
    imageAlt: alt(),
  }),
  mission: group("Mission", {
    title: line("Title"),
    paragraphs: lines("Paragraphs", "Paragraph", "Paragraphs of plain text."),
    image: image("Image", { example: "images/about/mission.jpg" }),
    imageAlt: alt(),
  }),
  timeline: group("Our Journey", {
    title: line("Title"),
    entries: described(z.array(timelineEntrySchema).min(1), {
      label: "Entries",
      item: "Entry",
      summary: "{{fields.year}} {{fields.title}}",
    }),
  }),
  values: group("Values", {
    title: line("Title"),
    items: described(z.array(valueSchema).min(1), { label: "Values", item: "Value", summary: "{{fields.title}}" }),
  }),
});

export type AboutContent = z.infer<typeof aboutSchema>;
