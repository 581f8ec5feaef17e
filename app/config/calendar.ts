/** The subscribable calendar feed of all events. */
import { site } from "./site";

/** Name of the subscribable feed of all events (/events.ics). */
export const eventsFeedName = `${site.name} events`;
