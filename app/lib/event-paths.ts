/** Where an event lives: its own page (/events/{id}), whose address the cards, Home, search and the calendars link to. */
import { href } from "react-router";

export function eventPagePath(id: string): string {
  return href("/events/:id", { id });
}
