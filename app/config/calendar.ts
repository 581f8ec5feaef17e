/** The calendar feed of SPEC §9. */
import { site } from "./site";

/** Name of the subscribable feed of all events (/events.ics). */
export const eventsFeedName = `${site.name} events`;
