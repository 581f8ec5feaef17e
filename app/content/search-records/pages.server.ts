/** The records of Home, About and Program: one each, from the loaders their routes call. */
import { statisticText } from "~/lib/counter";
import { loadAbout } from "../about.server";
import { latestArticles } from "../blog.server";
import { loadHome } from "../home.server";
import { loadProgram } from "../program.server";
import { loadTeamTiles } from "../teams.server";
import { heading, type SearchRecord, text, texts } from "./record";

/**
 * Home without its items that are records of their own (the coming events, what was done):
 * the hero, each statistic as a screen reader hears it, the team tiles, the latest articles.
 */
export function homeRecords(): SearchRecord[] {
  const { hero, statistics, whoWeAre, whatWeDo, latestArticles: latest, stayUpToDate } = loadHome();
  return [
    {
      url: "/",
      type: "Page",
      title: hero.headline,
      body: [
        ...text(hero.tagline),
        ...text(hero.intro),
        ...texts(statistics.map(statisticText)),
        heading(whoWeAre.title),
        ...texts(whoWeAre.paragraphs),
        heading(whatWeDo.title),
        ...text(whatWeDo.intro),
        ...texts(loadTeamTiles().map((tile) => tile.title)),
        heading(latest.title),
        ...latestArticles().flatMap((article) => [heading(article.title, 3), ...text(article.description)]),
        heading(stayUpToDate.title),
        ...text(stayUpToDate.text),
      ],
    },
  ];
}

export function aboutRecords(): SearchRecord[] {
  const { hero, mission, timeline, values } = loadAbout();
  return [
    {
      url: "/about",
      type: "Page",
      title: hero.title,
      body: [
        ...text(hero.subtitle),
        heading(mission.title),
        ...texts(mission.paragraphs),
        heading(timeline.title),
        ...timeline.entries.flatMap((entry) => [
          ...text(entry.year),
          heading(entry.title, 3),
          ...text(entry.description),
        ]),
        heading(values.title),
        ...values.items.flatMap((value) => [heading(value.title, 3), ...text(value.description)]),
      ],
    },
  ];
}

/** Program: its sections, each with the labels of its links. */
export function programRecords(): SearchRecord[] {
  const program = loadProgram();
  return [
    {
      url: "/program",
      type: "Page",
      title: program.title,
      body: [
        ...text(program.intro),
        ...program.sections.flatMap((section) => [
          heading(section.title),
          ...texts(section.links.map((link) => link.label)),
        ]),
      ],
    },
  ];
}
