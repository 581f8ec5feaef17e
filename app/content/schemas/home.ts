/** content/home.yaml: the Home page's texts, hero and statistic cards. */
import { z } from "zod";
import { described } from "../field-description";
import { alt, group, image, line, lines, prose, titleAndIntro, titleAndText, toggle } from "./fields";

/** Statistic card on the Home hero carousel. */
export const statisticCardSchema = z.strictObject({
  number: described(z.number().int().nonnegative(), {
    label: "Number",
    hint: "The value the counter reaches.",
    example: "4500",
  }),
  suffix: described(z.string().default(""), {
    label: "Suffix",
    hint: "Shown after the number; empty for the 'Since' card.",
    example: "+",
  }),
  label: line("Caption", { hint: "The words under the number.", example: "Students Represented" }),
  image: image("Background artwork", { example: "images/stats/students.jpg" }),
  countDown: toggle("Count down", "On counts down from the start year instead of up from 0 (the 'Since' card)."),
});

export const homeSchema = z.strictObject({
  hero: group("Hero", {
    headline: line("Headline", { hint: "The main headline.", example: "Your Voice in Rotterdam School of Management" }),
    tagline: line("Tagline", { hint: "The short line with the headline.", example: "Speak Your Mind" }),
    intro: prose("Intro", { hint: "One sentence under the headline." }),
    image: image("Image", { example: "images/home/hero.jpg" }),
    imageAlt: alt(),
  }),
  statistics: described(z.array(statisticCardSchema).min(1), {
    label: "Statistics",
    item: "Statistic",
    hint: "The statistic cards, in carousel order.",
    summary: "{{fields.number}}{{fields.suffix}} {{fields.label}}",
  }),
  whoWeAre: group("Who We Are", {
    title: line("Title"),
    paragraphs: lines("Paragraphs", "Paragraph", "Paragraphs of plain text."),
  }),
  whatWeDo: titleAndIntro("What We Do", {
    hint: "The heading and intro above the team tiles; the tiles come from the teams (tile title, tile image).",
  }),
  comingUp: described(
    z
      .strictObject({
        title: described(z.string().min(1).default("Coming up"), {
          label: "Title",
          hint: "Leave empty for 'Coming up'.",
          example: "Coming up",
        }),
        intro: prose("Intro", { hint: "Optional: a sentence under the heading." }).optional(),
      })
      .default({ title: "Coming up" }),
    {
      label: "Coming up",
      hint: "The heading above the next three events (after What We Do); the section is left out while no event is upcoming.",
    },
  ),
  latestArticles: group("Latest articles", { title: line("Title", { hint: "The heading of the newest articles." }) }),
  stayUpToDate: titleAndText("Stay up to date"),
});

export type StatisticCard = z.infer<typeof statisticCardSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
