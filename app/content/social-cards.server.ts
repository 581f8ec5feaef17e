/**
 * The social cards (og:image) of events and articles: what each shows, its address and
 * its text alternative. The pages' loaders take their card from here; the build makes
 * every card listed by socialCardInputs (scripts/social-cards/). This module reads the
 * content only, not the site's bundled settings, so the build can import it through tsx.
 */
import { buildOrigin } from "~/lib/build-origin";
import { eventShareLine } from "~/lib/date-text";
import { type SocialCardInput, socialCardPath, socialCardSize } from "~/lib/social-card.server";
import type { SocialImage } from "~/seo/page-meta";
import { listArticles } from "./blog.server";
import { checked } from "./collections.server";
import { eventTiming } from "./event-item";
import { resolveImage } from "./images.server";
import { readCollection } from "./load.server";
import type { ArticleSummary } from "./page-data";
import type { EventFrontmatter } from "./schemas/events";
import { loadSiteSettings } from "./site-content.server";

type EventSource = Pick<EventFrontmatter, "title" | "location" | "imageAlt"> &
  Parameters<typeof eventTiming>[0] & { id: string; picture: string };

function label(): string {
  return loadSiteSettings().site.name;
}

function eventCardInput(event: EventSource): SocialCardInput {
  return {
    stem: `event-${event.id}`,
    title: event.title,
    line: eventShareLine(eventTiming(event), event.location),
    label: label(),
    picture: event.picture,
  };
}

function articleCardInput(article: ArticleSummary): SocialCardInput {
  return {
    stem: `article-${article.slug}`,
    title: article.title,
    line: `${article.author} · ${article.date}`,
    label: label(),
    picture: article.image.original,
  };
}

/** The card for the meta tags; its URL is absolute, on the origin the site is built for (lib/build-origin.ts). */
function socialImage(input: SocialCardInput, pictureAlt: string): SocialImage {
  const origin = buildOrigin(loadSiteSettings().site.url, process.env);
  return {
    url: new URL(socialCardPath(input), origin).toString(),
    ...socialCardSize,
    alt: `${input.title}: ${input.line}. ${pictureAlt}`,
  };
}

export function eventSocialCard(event: EventSource): SocialImage {
  return socialImage(eventCardInput(event), event.imageAlt);
}

export function articleSocialCard(article: ArticleSummary): SocialImage {
  return socialImage(articleCardInput(article), article.imageAlt);
}

/** Every published event and article, for the build to make their cards. */
export function socialCardInputs(): SocialCardInput[] {
  const events = readCollection(checked("events")).map(({ file, id, data }) =>
    eventCardInput({ ...data, id, picture: resolveImage(file, data.image, "image").original }),
  );
  return [...events, ...listArticles().map(articleCardInput)];
}
