// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { expect, test } from "vitest";
import type { EventItem } from "~/content/page-data";
import { EventList } from "./event-list";

const image = { width: 1600, height: 1000, src: "/x.webp", original: "/x.jpg", avifSrcset: "", webpSrcset: "" };

function makeEvent(id: string, year: string, overrides: Partial<EventItem> = {}): EventItem {
  return {
    id,
    title: `Event ${id}`,
    dateText: `May 1, ${year}`,
    timeText: "18:00 - 20:00",
    startDate: `${year}-05-01`,
    year,
    location: "Campus",
    image,
    imageAlt: "An illustration",
    upcoming: false,
    endsAt: Date.parse(`${year}-05-01T18:00:00Z`),
    hidePastEventTag: false,
    registrationUrl: null,
    descriptionHtml: null,
    googleCalendarUrl: "https://calendar.google.com/calendar/render?action=TEMPLATE",
    calendarFile: `/events/${id}/calendar.ics`,
    ...overrides,
  };
}

type ListData = { events: EventItem[]; years: string[] };

function EventListRoute() {
  const { events, years } = useLoaderData<ListData>();
  return <EventList events={events} years={years} />;
}

async function renderList(events: EventItem[], years: string[]) {
  const Stub = createRoutesStub([{ path: "/events", Component: EventListRoute, loader: () => ({ events, years }) }]);
  render(<Stub initialEntries={["/events"]} />);
  await screen.findByRole("group", { name: "Filter events by year" });
}

test("a year without events says so", { timeout: 20_000 }, async () => {
  const user = userEvent.setup();
  await renderList([makeEvent("a", "2025")], ["2025", "2024"]);
  expect(screen.getAllByRole("article")).toHaveLength(1);
  await user.click(screen.getByRole("button", { name: "2024" }));
  // The filter lives in the URL, so the list updates after the (client-side) navigation.
  expect(await screen.findByText("No events found for this year.")).toBeInTheDocument();
  expect(screen.queryAllByRole("article")).toHaveLength(0);
});

test("an upcoming event with a form gets an enabled Register link and no badge", async () => {
  await renderList(
    [
      makeEvent("open", "2999", {
        upcoming: true,
        endsAt: Date.parse("2999-05-01T18:00:00Z"),
        registrationUrl: "https://forms.example.org/x",
      }),
      makeEvent("past", "2025"),
    ],
    ["2999", "2025"],
  );
  const open = screen.getByRole("article", { name: "Event open" });
  expect(open).not.toHaveTextContent("Past Event");
  expect(screen.getByRole("link", { name: /Register: Event open/ })).toHaveAttribute("target", "_blank");
  const past = screen.getByRole("article", { name: "Event past" });
  expect(past).toHaveTextContent("Past Event");
  expect(screen.getByRole("button", { name: "Register" })).toBeDisabled();
});
