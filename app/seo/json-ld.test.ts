import { describe, expect, test } from "vitest";
import { contact } from "~/config/contact";
import { links } from "~/config/links";
import { site } from "~/config/site";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  type EventInput,
  eventJsonLd,
  eventsJsonLd,
  organizationJsonLd,
} from "./json-ld";

const origin = site.url.replace(/\/$/, "");

describe("organizationJsonLd", () => {
  test("describes the organisation with its address, contact point and social profiles from the config", () => {
    const organization = organizationJsonLd();
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      url: `${origin}/`,
      logo: { "@type": "ImageObject", url: `${origin}/icon-512.png` },
      address: {
        "@type": "PostalAddress",
        streetAddress: contact.address.street,
        postalCode: contact.address.postalCode,
        addressLocality: contact.address.city,
        addressCountry: contact.address.country,
      },
      contactPoint: { "@type": "ContactPoint", email: contact.infoEmail, telephone: contact.phone },
    });
    expect(organization.sameAs).toEqual(Object.values(links.social));
  });
});

describe("blogPostingJsonLd", () => {
  const article = {
    slug: "supply-chains-that-care",
    title: "Supply Chains That Care",
    description: "Sustainable supply chains.",
    isoDate: "2025-06-12",
    author: "Prof. Maarten Hoekstra",
    image: "/_img/blog-01-abc.jpg",
    tag: "Faculty",
  };

  test("gives an absolute image and page URL, the ISO date, a Person author and the publisher", () => {
    expect(blogPostingJsonLd(article)).toMatchObject({
      "@type": "BlogPosting",
      headline: "Supply Chains That Care",
      description: "Sustainable supply chains.",
      image: `${origin}/_img/blog-01-abc.jpg`,
      datePublished: "2025-06-12",
      author: { "@type": "Person", name: "Prof. Maarten Hoekstra" },
      publisher: { "@type": "Organization", name: site.name },
      mainEntityOfPage: { "@type": "WebPage", "@id": `${origin}/blog/supply-chains-that-care` },
      articleSection: "Faculty",
    });
  });

  test("leaves out the section of an untagged article", () => {
    expect(blogPostingJsonLd({ ...article, tag: undefined })).not.toHaveProperty("articleSection");
  });
});

describe("breadcrumbJsonLd", () => {
  test("starts at Home and numbers the items from 1 with absolute URLs", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Teams", path: "/teams" },
        { name: "Marketing Team", path: "/teams/marketing" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: "Teams", item: `${origin}/teams` },
        { "@type": "ListItem", position: 3, name: "Marketing Team", item: `${origin}/teams/marketing` },
      ],
    });
  });
});

describe("eventJsonLd", () => {
  const event: EventInput = {
    path: "/events/alumni-networking-evening-2024",
    title: "Alumni Networking Evening",
    startDate: "2024-11-21",
    startTime: "18:30",
    endTime: "21:00",
    location: "Sanders Building, Woudestein Campus",
    image: "/_img/event-04-abc.jpg",
    descriptionHtml: "<p>Former SR members share their stories.</p>\n",
  };

  test("gives a timed event date-times with Amsterdam's offset and the schema.org enumerations", () => {
    expect(eventJsonLd(event)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Alumni Networking Evening",
      startDate: "2024-11-21T18:30:00+01:00",
      endDate: "2024-11-21T21:00:00+01:00",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: event.location, address: event.location },
      image: `${origin}/_img/event-04-abc.jpg`,
      description: "Former SR members share their stories.",
      organizer: { "@type": "Organization", name: site.name },
      url: `${origin}/events/alumni-networking-evening-2024`,
    });
  });

  test("gives a single start time the default two hours", () => {
    const { path, title, location, image } = event;
    expect(
      eventJsonLd({ path, title, location, image, descriptionHtml: null, startDate: "2025-05-22", startTime: "19:30" }),
    ).toMatchObject({
      startDate: "2025-05-22T19:30:00+02:00",
      endDate: "2025-05-22T21:30:00+02:00",
    });
  });

  test("gives an all-day range its first and last day as dates", () => {
    const allDay = { startDate: "2024-10-14", endDate: "2024-10-18", allDay: true };
    expect(
      eventJsonLd({ ...event, startTime: undefined, endTime: undefined, descriptionHtml: null, ...allDay }),
    ).toMatchObject({
      startDate: "2024-10-14",
      endDate: "2024-10-18",
    });
  });

  test("uses the calendar text as description when the event has no body", () => {
    expect(eventJsonLd({ ...event, descriptionHtml: null })?.description).toBe(
      "Join us for Alumni Networking Evening at Sanders Building, Woudestein Campus",
    );
  });

  test("leaves out an event whose date cannot be read instead of inventing one", () => {
    expect(eventJsonLd({ ...event, startDate: "sometime soon" })).toBeNull();
    expect(eventsJsonLd([event, { ...event, startDate: "TBA" }])).toHaveLength(1);
  });
});
