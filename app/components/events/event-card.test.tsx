// @vitest-environment jsdom
/**
 * A page built before an event ended must show it as past once it has ended, without a
 * rebuild, and without a hydration mismatch: the card is rendered to HTML as the build
 * does, then hydrated in a browser whose clock is later.
 */
import { act, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import type { EventItem } from "~/content/page-data";
import { EventCard } from "./event-card";
import { EventDetail } from "./event-detail";

/** The card, in a router for its title's link. */
const inRouter = (view: ReactElement) => <MemoryRouter>{view}</MemoryRouter>;
const cardOf = (event: EventItem) => inRouter(<EventCard event={event} />);

const image = { width: 1600, height: 1000, src: "/x.webp", original: "/x.jpg", avifSrcset: "", webpSrcset: "" };

/** 20:00 in Amsterdam on 22 May 2025 (summer time, UTC+2). */
const endsAt = Date.parse("2025-05-22T18:00:00Z");

function makeEvent(overrides: Partial<EventItem> = {}): EventItem {
  return {
    id: "meet",
    title: "Meet the Programme Directors",
    dateText: "May 22, 2025",
    timeText: "18:00 - 20:00",
    startDate: "2025-05-22",
    year: "2025",
    location: "Theil Building",
    image,
    imageAlt: "A lecture hall",
    upcoming: true,
    endsAt,
    hidePastEventTag: false,
    registrationUrl: "https://forms.example.org/meet",
    descriptionHtml: null,
    googleCalendarUrl: "https://calendar.google.com/calendar/render?action=TEMPLATE",
    calendarFile: "/events/meet/calendar.ics",
    ...overrides,
  };
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.useRealTimers();
});

/**
 * Renders the card to HTML (as the prerender does, whatever the clock), then hydrates that
 * HTML at `browserTime`. Returns the hydration errors React reported.
 */
function buildThenHydrate(event: EventItem, browserTime: string, view = cardOf) {
  const html = renderToString(view(event));
  vi.useFakeTimers({ now: new Date(browserTime) });
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const hydrationErrors: unknown[] = [];
  const consoleError = vi.spyOn(console, "error");
  act(() => {
    root = hydrateRoot(container, view(event), {
      onRecoverableError: (error) => hydrationErrors.push(error),
    });
  });
  return { html, hydrationErrors, consoleErrors: consoleError.mock.calls };
}

const card = () => screen.getByRole("article", { name: "Meet the Programme Directors" });

function expectUpcoming() {
  expect(within(card()).queryByText("Past Event")).toBeNull();
  expect(within(card()).getByRole("link", { name: /Register/ })).toHaveAttribute(
    "href",
    "https://forms.example.org/meet",
  );
}

function expectPast() {
  expect(within(card()).getByText("Past Event")).toBeInTheDocument();
  expect(within(card()).getByRole("button", { name: "Register" })).toBeDisabled();
  expect(within(card()).queryByRole("link", { name: /Register/ })).toBeNull();
}

test("the built HTML is the build's state: upcoming, with Register and no badge", () => {
  const html = renderToString(cardOf(makeEvent()));
  expect(html).toContain("https://forms.example.org/meet");
  expect(html).not.toContain("Past Event");
});

test("hydrated after the event ended, the card turns past without a hydration mismatch", () => {
  const { html, hydrationErrors, consoleErrors } = buildThenHydrate(makeEvent(), "2025-05-22T18:00:01Z");
  expect(html).not.toContain("Past Event");
  expect(hydrationErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expectPast();
});

test("hydrated before the end, the card stays upcoming and turns past at the end time", () => {
  const { hydrationErrors } = buildThenHydrate(makeEvent(), "2025-05-22T17:59:00Z");
  expect(hydrationErrors).toEqual([]);
  expectUpcoming();

  act(() => vi.advanceTimersByTime(59_000));
  expectUpcoming();
  act(() => vi.advanceTimersByTime(1_000));
  expectPast();
});

test("an event over at build time stays past, even on a clock that is behind", () => {
  const past = makeEvent({ upcoming: false, registrationUrl: null });
  const { hydrationErrors } = buildThenHydrate(past, "2025-05-01T12:00:00Z");
  expect(hydrationErrors).toEqual([]);
  expectPast();
});

test("an upcoming event without a registration form offers no Register; once over, Register shows closed", () => {
  buildThenHydrate(makeEvent({ registrationUrl: null }), "2025-05-22T17:59:00Z");
  expect(within(card()).getByRole("link", { name: /^Add to Calendar/ })).toBeInTheDocument();
  expect(within(card()).queryByRole("link", { name: /Register/ })).toBeNull();
  expect(within(card()).queryByRole("button", { name: "Register" })).toBeNull();
  act(() => vi.advanceTimersByTime(60_000));
  expect(within(card()).getByRole("button", { name: "Register" })).toBeDisabled();
});

test("hidePastEventTag keeps the badge away after the end too; Register still closes", () => {
  buildThenHydrate(makeEvent({ hidePastEventTag: true }), "2025-06-01T12:00:00Z");
  expect(within(card()).queryByText("Past Event")).toBeNull();
  expect(within(card()).getByRole("button", { name: "Register" })).toBeDisabled();
});

test("the event's own page turns past after hydration too, without a mismatch", () => {
  const page = (event: EventItem) =>
    inRouter(<EventDetail event={event} shareUrl="https://sr.test/events/meet-the-programme-directors-2025" />);
  const { html, hydrationErrors, consoleErrors } = buildThenHydrate(makeEvent(), "2025-05-22T18:00:01Z", page);
  expect(html).not.toContain("Past Event");
  expect(html).toContain("https://forms.example.org/meet");
  expect(hydrationErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
  const article = screen.getByRole("article");
  expect(within(article).getByText("Past Event")).toBeInTheDocument();
  expect(within(article).getByRole("button", { name: "Register" })).toBeDisabled();
  expect(within(article).getByRole("heading", { level: 1 })).toHaveTextContent("Meet the Programme Directors");
});

test("a card holds no form field: its share address is an <output>, labelled, holding the address", () => {
  // The browser's autofill visits every form field once a page has loaded, each visit a
  // layout: on a year's listing of 30 cards that was a third of the page's blocking time (ADR 056).
  const container = document.createElement("div");
  container.innerHTML = renderToString(cardOf(makeEvent()));
  expect(container.querySelectorAll("input, select, textarea")).toHaveLength(0);
  const address = container.querySelector("output");
  expect(address?.textContent).toMatch(/\/events\/meet$/);
  expect(container.querySelector(`label[for="${address?.id}"]`)?.textContent).toBe("Address to share");
});
