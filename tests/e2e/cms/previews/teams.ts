/** A team: its title, 'What We Do' and a responsibility on its page; its pictures. */
import type { PreviewCase } from "./preview-case";

export const teamsPreview: PreviewCase = {
  collection: "teams",
  entry: "events",
  page: "/teams/events",
  elements: { title: "main h1", body: "main .prose-content > p", responsibility: "main li span" },
  pictures: ["images/teams/events.jpg", "images/teams/events-work.jpg"],
};
