/** The records of /teams and of each team's page, from the loaders their routes call. */
import { loadSiteSettings } from "../site-content.server";
import { findTeam, loadTeamSummaries, loadTeamsPage } from "../teams.server";
import { entryRecord, heading, html, type SearchRecord, text, texts } from "./record";

export function teamsRecords(): SearchRecord[] {
  const page = loadTeamsPage();
  const summaries = loadTeamSummaries();
  return [
    {
      url: "/teams",
      type: "Page",
      title: page.title,
      body: [...text(page.intro), ...summaries.flatMap((team) => [...text(team.title), ...text(team.tagline)])],
    },
    ...summaries.flatMap((summary) => teamRecord(summary.slug)),
  ];
}

/** A team's page, as its route shows `findTeam(slug)` under the headings of teams.yaml. */
function teamRecord(slug: string): SearchRecord[] {
  const team = findTeam(slug);
  if (!team) return [];
  const headings = loadTeamsPage().teamPage;
  return [
    {
      ...entryRecord("teams", team.slug),
      title: team.title,
      body: [
        ...text(team.tagline),
        heading(headings.whatWeDoTitle),
        ...html(team.whatWeDoHtml),
        heading(headings.responsibilitiesTitle),
        ...texts(team.responsibilities),
        heading(headings.additionalInformationTitle),
        // The info cards' own headings, each with its value; the knowledge base's note under Duration.
        heading("Duration", 3),
        ...text(team.duration),
        ...text(loadSiteSettings().knowledgeBaseNote.text),
        heading("Time Commitment", 3),
        ...text(team.timeCommitment),
        heading(headings.joinTitle),
        ...text(`Read about the ${team.role.title} role, then see how to apply.`),
      ],
    },
  ];
}
