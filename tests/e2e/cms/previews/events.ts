/** An event: its card on the events page (title, description, date); its picture. */
import type { PreviewCase } from "./preview-case";

export const eventsPreview: PreviewCase = {
  collection: "events",
  entry: "recruitment-week-2025",
  page: "/events",
  elements: {
    title: "#event-recruitment-week-2025-title",
    body: '[aria-labelledby="event-recruitment-week-2025-title"] .prose-content p',
    date: '[aria-labelledby="event-recruitment-week-2025-title"] dd',
  },
  pictures: ["images/events/event-12.jpg"],
};
