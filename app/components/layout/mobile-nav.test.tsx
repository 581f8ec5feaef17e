// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { expect, test } from "vitest";
import { MobileNav } from "./mobile-nav";

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

test("the toggle opens and closes the menu", async () => {
  const user = userEvent.setup();
  renderMenu();
  const toggle = screen.getByRole("button", { name: "Open menu" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("navigation")).toBeNull();
  await user.click(toggle);
  expect(screen.getByRole("navigation", { name: "Main" })).toBeVisible();
  await user.click(screen.getByRole("button", { name: "Close menu" }));
  expect(screen.queryByRole("navigation")).toBeNull();
});

test("Teams expands and collapses its sub-items, one group at a time", async () => {
  const user = userEvent.setup();
  renderMenu();
  await user.click(screen.getByRole("button", { name: "Open menu" }));
  const teams = screen.getByRole("button", { name: "Teams" });
  expect(screen.queryByRole("link", { name: "Marketing Team" })).toBeNull();
  await user.click(teams);
  expect(teams).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("link", { name: "Marketing Team" })).toBeVisible();
  await user.click(teams);
  expect(teams).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("link", { name: "Marketing Team" })).toBeNull();
});

test("choosing a link closes the menu", async () => {
  const user = userEvent.setup();
  renderMenu();
  await user.click(screen.getByRole("button", { name: "Open menu" }));
  await user.click(screen.getByRole("button", { name: "Teams" }));
  await user.click(screen.getByRole("link", { name: "Events Team" }));
  expect(screen.getByText("team page")).toBeInTheDocument();
  expect(screen.queryByRole("navigation")).toBeNull();
});
