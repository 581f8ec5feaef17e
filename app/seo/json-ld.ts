/**
 * schema.org JSON-LD for search engines: the Organization on Home, a BlogPosting per
 * article, an Event per event and BreadcrumbLists, and the one serializer that makes them
 * safe inside a <script> block. Called by loaders at build time, so this module (and the
 * time-zone library behind it) never reaches the browser bundle: the page's hydration
 * data carries one string instead of every node of the object, and
 * `components/seo/json-ld-script.tsx` only prints it.
 */
import { contact } from "~/config/contact";
import { links } from "~/config/links";
import { site } from "~/config/site";
import { eventDetails } from "~/lib/calendar/event-details";
import { amsterdamDateTime, type EventTiming, eventSchedule } from "~/lib/event-dates";
import { readIsoDay } from "~/lib/event-fields";
import { htmlToText } from "~/lib/html-text";
import { absoluteUrl } from "./page-meta";

const context = "https://schema.org";

/** The square logo search engines show next to the organisation (512 px, from scripts/icons.mjs). */
export const organizationLogoPath = "/icon-512.png";

/** One @id for the organisation, so every page's references point at the same node. */
const organizationId = `${absoluteUrl("/")}#organization`;

/** The organisation as publisher or organizer: a reference plus what readers show. */
function organizationReference() {
  return {
    "@type": "Organization",
    "@id": organizationId,
    name: site.name,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(organizationLogoPath) },
  } as const;
}

/** Home: who we are, where we are and how to reach us (config/site, contact, links). */
export function organizationJsonLd() {
  const { address } = contact;
  return {
    "@context": context,
    ...organizationReference(),
    description: site.description,
    email: contact.infoEmail,
    telephone: contact.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: address.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "student support",
      email: contact.infoEmail,
      telephone: contact.phone,
      availableLanguage: ["English"],
    },
    sameAs: Object.values(links.social),
  };
}

export type BlogPostingInput = {
  slug: string;
  title: string;
  description: string;
  /** The article's date as ISO '2025-11-01' (read from its human date by lib/dates.ts). */
  isoDate: string;
  author: string;
  /** Root-relative URL of the article's image (its full-size original). */
  image: string;
  tag?: string;
};

/** One article page. */
export function blogPostingJsonLd(article: BlogPostingInput) {
  const url = absoluteUrl(`/blog/${article.slug}`);
  return {
    "@context": context,
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    image: absoluteUrl(article.image),
    datePublished: article.isoDate,
    author: { "@type": "Person", name: article.author },
    publisher: organizationReference(),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    inLanguage: site.locale,
    ...(article.tag ? { articleSection: article.tag } : {}),
  };
}

export type Crumb = { name: string; path: string };

/** The trail from Home to the current page; Home is added first. */
export function breadcrumbJsonLd(trail: Crumb[]) {
  const crumbs = [{ name: "Home", path: "/" }, ...trail];
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export type EventInput = EventTiming & {
  /** The event's own page, '/events/{id}'. */
  path: string;
  title: string;
  location: string;
  /** Root-relative URL of the event's image. */
  image: string;
  /** The event's rendered Markdown body, if it has one. */
  descriptionHtml: string | null;
};

/**
 * One event. All-day events carry dates ('2024-10-14' to its last day '2024-10-18'),
 * timed ones date-times with Amsterdam's offset. An event whose date cannot be read
 * (which the content schema rules out) gets no structured data (null) rather than a
 * made-up date.
 */
export function eventJsonLd(event: EventInput) {
  if (!readIsoDay(event.startDate)) return null;
  const schedule = eventSchedule(event, { warn: () => {} });
  const [startDate, endDate] = schedule.allDay
    ? [event.startDate, readIsoDay(event.endDate) ? event.endDate : event.startDate]
    : [amsterdamDateTime(schedule.start), amsterdamDateTime(schedule.end)];
  const body = event.descriptionHtml ? htmlToText(event.descriptionHtml) : "";
  return {
    "@context": context,
    "@type": "Event",
    name: event.title,
    startDate,
    endDate,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "Place", name: event.location, address: event.location },
    image: absoluteUrl(event.image),
    description: body || eventDetails(event.title, event.location),
    organizer: organizationReference(),
    url: absoluteUrl(event.path),
  };
}

export type EventJsonLd = NonNullable<ReturnType<typeof eventJsonLd>>;

/** Every event with a readable date, in the given order. */
export function eventsJsonLd(events: EventInput[]): EventJsonLd[] {
  return events.map(eventJsonLd).filter((event): event is EventJsonLd => event !== null);
}

/** JSON-LD text made safe for a <script> block by serializeJsonLd (and only by it). */
export type JsonLdText = string & { readonly __brand: "JsonLdText" };

const unsafeCharacters: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON that is safe inside a <script> element: '<' (and '>', '&') become \u escapes, so
 * a value containing '</script>' or '<!--' cannot end the block early. JSON parsers read
 * the escapes back as the same characters.
 */
export function serializeJsonLd(data: object): JsonLdText {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => unsafeCharacters[character] ?? character,
  ) as JsonLdText;
}
