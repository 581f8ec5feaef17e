/** The records of /events (its title and lead: every event is a record of its own) and of each event's page. */
import { loadEvents } from "../events.server";
import { fixedPageTexts } from "../page-texts";
import { entryRecord, html, type SearchRecord, text } from "./record";

/** Each event as its page shows the card's mapping (event-card.ts): date, time, place, description. */
export function eventRecords(): SearchRecord[] {
  return [
    { url: "/events", type: "Page", title: fixedPageTexts.events.title, body: text(fixedPageTexts.events.lead) },
    ...loadEvents().map(
      (event): SearchRecord => ({
        ...entryRecord("events", event.id),
        title: event.title,
        date: event.dateText,
        detail: `${event.dateText}, ${event.location}`,
        body: [
          ...text(event.dateText),
          ...text(event.timeText),
          ...text(event.location),
          ...html(event.descriptionHtml),
        ],
      }),
    ),
  ];
}
