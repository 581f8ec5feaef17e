/**
 * The records of Student Support: the page, and each support resource and group chat at
 * its card's anchor, with the cards' fixed lines (page-texts/student-support.ts).
 */
import { anchorIds } from "~/lib/search-records";
import { supportCardTexts } from "../page-texts";
import { loadSupport } from "../support.server";
import { heading, type SearchRecord, text } from "./record";

export function supportRecords(): SearchRecord[] {
  const support = loadSupport();
  const { resources, groupChats, feedback } = support;
  const resourceIds = anchorIds(
    "support",
    resources.items.map((resource) => resource.title),
  );
  const chatIds = anchorIds(
    "chat",
    groupChats.items.map((chat) => chat.title),
  );
  return [
    {
      url: "/student-support",
      type: "Page",
      title: support.title,
      body: [
        ...text(support.intro),
        heading(resources.title),
        ...text(resources.intro),
        heading(groupChats.title),
        ...text(groupChats.intro),
        heading(feedback.title),
        ...text(feedback.intro),
      ],
    },
    ...resources.items.map(
      (resource, index): SearchRecord => ({
        url: `/student-support#${resourceIds[index]}`,
        type: "Support",
        title: resource.title,
        detail: resource.description,
        body: [...text(resource.description), ...text(supportCardTexts.resourceLink)],
      }),
    ),
    ...groupChats.items.map(
      (chat, index): SearchRecord => ({
        url: `/student-support#${chatIds[index]}`,
        type: "Support",
        title: chat.title,
        detail: supportCardTexts.groupChatLine,
        body: [...text(chat.tag), ...text(supportCardTexts.groupChatLine), ...text(supportCardTexts.groupChatLink)],
      }),
    ),
  ];
}
