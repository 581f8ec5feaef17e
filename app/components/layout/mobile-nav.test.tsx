// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { MobileNav } from "./mobile-nav";

// Opening and closing are the browser's (popover, <details>); jsdom has no popover, so
// tests/e2e/layout.spec.ts and navigation-without-javascript.spec.ts check them in
// Chromium. Here: what the component's own code adds once hydrated.

// The menu sits in a layout that stays mounted across navigations, as in the site.
function Layout() {
  return (
    <>
      <MobileNav />
      <Outlet />
    </>
  );
}
function HomePage() {
  return <p>home page</p>;
}
function TeamPage() {
  return <p>team page</p>;
}

function renderMenu() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: Layout,
      children: [
        { index: true, Component: HomePage },
        { path: "teams/:team", Component: TeamPage },
      ],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

/** The menu panel; jsdom never shows a popover, so queries inside it include hidden elements. */
const panel = () => screen.getByRole("navigation", { hidden: true });

afterEach(() => {
  vi.restoreAllMocks();
});

test("the button controls the menu as its popover", () => {
  renderMenu();
  const button = screen.getByRole("button", { name: /Open menu/ });
  expect(panel()).toHaveAttribute("popover", "auto");
  expect(button).toHaveAttribute("popovertarget", panel().id);
  // Mounted (hydrated), the button states the popover's state; jsdom's popover is never open.
  expect(button).toHaveAttribute("aria-expanded", "false");
});

test("choosing a link closes the menu and the page changes without a reload", async () => {
  const user = userEvent.setup();
  // jsdom lacks the popover API: the stub records the call the browser would act on.
  const hidePopover = vi.fn();
  Object.defineProperty(HTMLElement.prototype, "hidePopover", { value: hidePopover, configurable: true });
  renderMenu();
  await user.click(screen.getByText("Teams"));
  await user.click(screen.getByRole("link", { name: "Events Team", hidden: true }));
  expect(screen.getByText("team page")).toBeInTheDocument();
  expect(hidePopover).toHaveBeenCalledTimes(1);
  expect(hidePopover.mock.contexts[0]).toBe(panel());
});

test("closing the menu collapses the Teams group", async () => {
  const user = userEvent.setup();
  renderMenu();
  const teams = screen.getByText("Teams").closest("details");
  await user.click(screen.getByText("Teams"));
  expect(teams).toHaveProperty("open", true);
  fireEvent(panel(), Object.assign(new Event("toggle"), { newState: "closed", oldState: "open" }));
  expect(teams).toHaveProperty("open", false);
});
