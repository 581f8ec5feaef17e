/**
 * The records of /representatives and each year's page, from the grouped year the route
 * shows (`loadRepresentativesPage`). A representative is found by the page that lists them
 * (their card has no heading a result could land under): /representatives carries the
 * newest year's people, each older year's page its own; the newest year's own page, which
 * shows the same people as /representatives, only its title and lead.
 */
import type { RepresentativesPage } from "~/content/page-data";
import { representativesDefaults, representativesYearTexts } from "../page-texts/representatives";
import { findRepresentativesYear, loadRepresentatives, loadRepresentativesPage } from "../representatives.server";
import { entryRecord, heading, type SearchBlock, type SearchRecord, text } from "./record";

/** The year's people as the page lists them: programme, study year, then each card's name and what they cover. */
function people(page: RepresentativesPage): SearchBlock[] {
  return [
    heading(`Representatives ${page.year}`),
    ...page.programmes.flatMap((group) => [
      heading(group.programme, 3),
      ...group.years.flatMap((year) => [
        ...(group.byYear ? text(year.label) : []),
        ...year.people.flatMap((person) => [heading(person.name, 3), ...text(person.covers)]),
      ]),
    ]),
  ];
}

export function representativesRecords(): SearchRecord[] {
  const data = loadRepresentatives();
  const pageOf = (year: string) => {
    const shown = findRepresentativesYear(data, year);
    return shown ? loadRepresentativesPage(shown) : undefined;
  };
  const newest = pageOf(data.defaultYear);
  const overview: SearchRecord = {
    url: "/representatives",
    type: "Page",
    title: representativesDefaults.title,
    body: [...text(representativesDefaults.lead), ...(newest ? people(newest) : [])],
  };
  const years = data.years.map((year): SearchRecord => {
    const { title, lead } = representativesYearTexts(year);
    const page = year === data.defaultYear ? undefined : pageOf(year);
    return {
      ...entryRecord("representatives", year),
      title,
      body: [...text(lead), ...(page ? people(page) : [])],
    };
  });
  return [overview, ...years];
}
