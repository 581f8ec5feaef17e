/** The records of Join Us (the page and each FAQ entry at its anchor) and of each role's page. */
import { anchorIds } from "~/lib/search-records";
import { loadJoin, loadRolePageHeadings, loadRoles } from "../join.server";
import { loadSiteSettings } from "../site-content.server";
import { entryRecord, heading, html, type SearchRecord, text, texts } from "./record";

export function joinRecords(): SearchRecord[] {
  const join = loadJoin();
  const faqIds = anchorIds(
    "faq",
    join.faq.entries.map((entry) => entry.question),
  );
  return [
    {
      url: "/join",
      type: "Page",
      title: join.title,
      body: [
        ...text(join.intro),
        heading(join.offers.title),
        ...join.offers.items.flatMap((offer) => [heading(offer.title, 3), ...text(offer.description)]),
        heading(join.positions.title),
        ...text(join.positions.intro),
        // Each open position's card: team, title, summary, period and hours.
        ...join.openPositions.flatMap((position) =>
          texts([position.team, position.title, position.summary, position.period, position.hoursPerWeek]),
        ),
        heading(join.applicationProcess.title),
        ...join.applicationProcess.tabs.flatMap((tab) => [
          heading(tab.title, 3),
          ...tab.sections.flatMap((section) => [...text(section.title), ...text(section.content)]),
        ]),
        heading(join.faq.title),
      ],
    },
    ...join.faq.entries.map(
      (entry, index): SearchRecord => ({
        url: `/join#${faqIds[index]}`,
        type: "FAQ",
        title: entry.question,
        body: text(entry.answer),
      }),
    ),
  ];
}

/** Each role's page: summary, overview, responsibilities, then its details box (team, period, hours, notes). */
export function roleRecords(): SearchRecord[] {
  const headings = loadRolePageHeadings();
  const knowledgeBaseNote = loadSiteSettings().knowledgeBaseNote.text;
  return loadRoles().map((role) => ({
    ...entryRecord("roles", role.id),
    title: role.title,
    body: [
      ...text(role.summary),
      heading(headings.overviewTitle),
      ...html(role.overviewHtml),
      heading(headings.responsibilitiesTitle),
      ...texts(role.responsibilities),
      ...texts([role.team, role.period, role.hoursPerWeek]),
      // The role's timeline note leads the knowledge base's note, as the page shows them.
      ...(role.timelineFootnote ? texts([role.timelineFootnote, knowledgeBaseNote]) : []),
    ],
  }));
}
