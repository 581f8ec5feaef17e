/**
 * The records of 'You said, we did': the page, and each item at its anchor, headed by what
 * was raised, with the words its card shows: status, programme, what students said, what
 * was done, why not.
 */

import { fixedPageTexts } from "../page-texts";
import { loadYouSaidWeDid } from "../you-said-we-did.server";
import { html, type SearchRecord, text } from "./record";

export function youSaidWeDidRecords(): SearchRecord[] {
  const { title, lead } = fixedPageTexts.youSaidWeDid;
  const items = loadYouSaidWeDid().map(
    (item): SearchRecord => ({
      url: `/you-said-we-did#${item.anchor}`,
      type: "Page",
      title: item.title,
      body: [
        ...text(item.status),
        ...text(item.programme),
        ...text(item.raised),
        ...html(item.doneHtml),
        ...text(item.reason),
      ],
    }),
  );
  return [{ url: "/you-said-we-did", type: "Page", title, body: text(lead) }, ...items];
}
