// @vitest-environment jsdom
/**
 * The event preview, as Decap renders it: the card on /events with the texts the site derives, then the event's own page.
 */
import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { EventDetail } from "~/components/events/event-detail";
import { eventPagePath } from "~/lib/event-paths";
import { absoluteUrl } from "~/seo/page-meta";
import { entry, expectPreviewToBeThePage, resolveAsset } from "../../../tests/helpers/preview-is-the-page";
import { previewProps as props } from "../../../tests/helpers/preview-props";
import { eventFromEntry } from "./event";
import EventPreview from "./events-preview";

test("the event preview shows the card with the date and time text the site derives", () => {
  render(
    <EventPreview
      {...props("recruitment-week-2030", {
        title: "SR Recruitment Week",
        startDate: "2030-09-16",
        endDate: "2030-09-20",
        allDay: true,
        location: "Polak Building",
        image: "../images/events/event-12.jpg",
        imageAlt: "A crowd on campus",
        registrationUrl: "https://forms.example.org/recruitment",
        body: "Drop by our stand.",
      })}
    />,
  );
  const card = screen.getByRole("article", { name: "SR Recruitment Week" });
  expect(within(card).getByText("September 16-20, 2030")).toHaveAttribute("datetime", "2030-09-16");
  expect(within(card).getByText("All day")).toBeInTheDocument();
  expect(within(card).getByText("Polak Building")).toBeInTheDocument();
  expect(within(card).getByText("Drop by our stand.")).toBeInTheDocument();
  expect(within(card).getByRole("link", { name: /^Register: SR Recruitment Week/ })).toHaveAttribute(
    "href",
    "https://forms.example.org/recruitment",
  );
  expect(within(card).queryByText("Past Event")).toBeNull();
});

test("the event preview also shows the event's own page, as its title links to it", () => {
  render(
    <EventPreview
      {...props("winter-gala-2030", {
        title: "Winter Gala",
        startDate: "2030-12-12",
        startTime: "20:00",
        endTime: "02:00",
        endsNextDay: true,
        location: "Polak Building",
        image: "../images/events/event-12.jpg",
        imageAlt: "A stage",
        body: "The winter's grand evening.",
      })}
    />,
  );
  expect(screen.getByRole("link", { name: "Winter Gala" })).toHaveAttribute("href", "/events/winter-gala-2030");
  expect(screen.getByRole("heading", { level: 1, name: "Winter Gala" })).toBeInTheDocument();
  expect(screen.getAllByText(/grand evening/)).toHaveLength(2);
  // No registration form entered yet: neither the card nor the page offers Register.
  expect(screen.getAllByRole("link", { name: /^Add to Calendar/ })).toHaveLength(2);
  expect(screen.queryByRole("link", { name: /Register/ })).toBeNull();
  expect(screen.queryByRole("button", { name: /Register/ })).toBeNull();
});

test("the preview holds the page's view of the same entry, markup for markup", async () => {
  await expectPreviewToBeThePage({
    entry: entry("spring-gala-2030", {
      title: "Spring Gala",
      startDate: "2030-04-12",
      startTime: "20:00",
      endTime: "01:00",
      endsNextDay: true,
      location: "Polak Building",
      image: "../images/events/gala.jpg",
      imageAlt: "A stage with lights",
      registrationUrl: "https://forms.example.org/gala",
      body: "The spring's grand **evening**.",
    }),
    Preview: EventPreview,
    page: (entry) => {
      const event = eventFromEntry(entry, resolveAsset, new Date());
      return <EventDetail event={event} shareUrl={absoluteUrl(eventPagePath(event.id))} />;
    },
    // The card on /events comes first; the event's own page closes the preview.
    shared: (main) => main.lastElementChild ?? main,
    ready: (main) => within(main).findByRole("heading", { level: 1, name: "Spring Gala" }),
  });
});
