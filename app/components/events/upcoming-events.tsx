import type { EventItem } from "~/content/page-data";
import { EventCard } from "./event-card";

/** The line in the page header that says nothing is upcoming (events.tsx). */
export const nothingUpcomingId = "no-upcoming-events";

/**
 * Runs while the prerendered page is read, before the cards below it are laid out: marks on
 * <html> the events that have ended since the build (`data-ended`), or that all have
 * (`data-all-ended`), so the rules of the style beside it hide those cards, or the whole
 * section and show the header's line instead. The first layout then already matches what the
 * page shows once hydrated, and nothing in view moves (hydration does not compare
 * attributes in production); right after it, the page's own split moves the ended events
 * to the past events, further down. On a client-side navigation the script does not run:
 * the page renders with the visitor's clock straight away.
 */
function markEndedScript(events: EventItem[]): string {
  const ends = JSON.stringify(events.map((event) => [event.id, event.endsAt]));
  return `(()=>{const n=Date.now(),e=${ends}.filter(([,t])=>t<=n).map(([i])=>i),h=document.documentElement;if(!e.length)return;h.dataset.ended=e.join(" ");if(e.length===${events.length})h.dataset.allEnded=""})()`;
}

function hideEndedStyle(events: EventItem[]): string {
  const cards = events.map(({ id }) => `html[data-ended~="${id}"] [data-upcoming="${id}"]`);
  return `${cards.join(",")},html[data-all-ended] #upcoming-events{display:none!important}html[data-all-ended] #${nothingUpcomingId}{display:block!important}`;
}

/** The script and style that hide the cards of events ended since the build. */
export type EndedMarks = { script: string; style: string };

/**
 * The marks for the events upcoming when the site is built. The /events loader makes them,
 * at build time, so the page's script carries the finished text, not its builders.
 */
export function endedMarks(builtUpcoming: EventItem[]): EndedMarks {
  return { script: markEndedScript(builtUpcoming), style: hideEndedStyle(builtUpcoming) };
}

/**
 * The events still to come at the top of /events, soonest first; nothing when there are
 * none (the page header says so). The first card's image is the page's largest paint.
 */
export function UpcomingEvents({ events, marks }: { events: EventItem[]; marks: EndedMarks }) {
  if (events.length === 0) return null;
  return (
    <>
      {/* Built from the events' ids and end times only (ids are file names: letters, digits, hyphens). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: generated from ids and numbers, run before the cards are laid out */}
      <script dangerouslySetInnerHTML={{ __html: marks.script }} />
      <style>{marks.style}</style>
      <section id="upcoming-events" aria-labelledby="upcoming-events-title">
        <h2 id="upcoming-events-title" className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
          Upcoming events
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event, index) => (
            <li key={event.id} data-upcoming={event.id} className="flex">
              <EventCard event={event} headingLevel={3} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
