// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, test } from "vitest";
import type { EventItem, EventsYearData } from "~/content/page-data";
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

/** A listing that carries one event of 2023, a year with a page of its own. */
function ArchivedListRoute() {
  return <EventList events={[makeEvent("on-listing-2023", "2023")]} years={["2023"]} archiveYears={["2023"]} />;
}

describe("a year with a page of its own (ADR 052)", () => {
  type YearAnswer = EventsYearData | { path: string; failed: true };

  /** The listing, and the year's page its filter loads: its data, or that it did not arrive. */
  async function renderArchived(answer: (path: string) => YearAnswer) {
    const requested: string[] = [];
    const Stub = createRoutesStub([
      { path: "/events", Component: ArchivedListRoute },
      {
        path: "/events/year/:year",
        loader: ({ request }) => {
          const path = new URL(request.url).pathname;
          requested.push(path);
          return answer(path);
        },
      },
    ]);
    render(<Stub initialEntries={["/events"]} />);
    await screen.findByRole("group", { name: "Filter events by year" });
    return requested;
  }

  test("shows the events on the listing first, then the rest of the year from its page, and links the page", async () => {
    const user = userEvent.setup();
    const requested = await renderArchived((path) => ({
      path,
      year: "2023",
      events: [makeEvent("on-listing-2023", "2023"), makeEvent("older-2023", "2023"), makeEvent("oldest-2023", "2023")],
      archiveYears: ["2023"],
    }));
    expect(screen.getByRole("link", { name: "2023" })).toHaveAttribute("href", "/events/year/2023");
    expect(requested).toEqual([]);

    await user.click(screen.getByRole("button", { name: "2023" }));
    expect(await screen.findByRole("article", { name: "Event oldest-2023" })).toBeInTheDocument();
    expect(screen.getAllByRole("article").map((card) => card.getAttribute("aria-labelledby"))).toEqual([
      "event-on-listing-2023-title",
      "event-older-2023-title",
      "event-oldest-2023-title",
    ]);
    expect(requested).toEqual(["/events/year/2023"]);
    expect(screen.getByText("3 events shown")).toBeInTheDocument();
  });

  test("when the year's page does not arrive, keeps what the listing has and offers the page itself", async () => {
    const user = userEvent.setup();
    await renderArchived((path) => ({ path, failed: true }));
    await user.click(screen.getByRole("button", { name: "2023" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Not all of the events of 2023 could be loaded.");
    expect(within(alert).getByRole("link", { name: "Open the page" })).toHaveAttribute("href", "/events/year/2023");
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.queryByText("No events found for this year.")).not.toBeInTheDocument();
  });
});
