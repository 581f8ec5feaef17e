// @vitest-environment jsdom
/** The site settings' preview: no page to show, so each field's label and value, section by section. */
import { render, screen, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { previewProps as props } from "../../../tests/helpers/preview-props";
import { registerPreviews } from "./index";
import { SettingsPreview } from "./settings-list";

test("the site settings preview is a list of each field's label and value, section by section", () => {
  render(
    <SettingsPreview
      {...props("site", {
        site: { name: "RSM Student Representation", shortName: "SR RSM", url: "https://sr-rsm.nl" },
        contact: { infoEmail: "info@sr-rsm.nl", address: { city: "Rotterdam" } },
        health: { owners: [{ username: "sr-rsm-secretary" }], youSaidWeDidMonths: 6 },
        cms: { repository: "sr-rsm/website", branch: "main" },
      })}
    />,
  );
  const main = screen.getByRole("main");
  const section = (name: string) => within(main).getByRole("heading", { name }).closest("section") as HTMLElement;
  const pairs = (element: HTMLElement) =>
    within(element)
      .getAllByRole("term")
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
  expect(
    within(main)
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(expect.arrayContaining(["Site", "Contact", "Links", "Site health"]));
  expect(pairs(section("Site")).slice(0, 3)).toEqual([
    "Name: RSM Student Representation",
    "Short name: SR RSM",
    "Address: https://sr-rsm.nl",
  ]);
  expect(pairs(section("Address"))).toContain("City: Rotterdam");
  expect(pairs(section("Address"))).toContain("Street: not set");
  expect(within(section("Owners")).getAllByRole("listitem")).toHaveLength(1);
  expect(pairs(section("Owners"))).toEqual(["GitHub username: sr-rsm-secretary"]);
  // The plumbing the form leaves out is not shown either.
  expect(main.textContent).not.toContain("sr-rsm/website");
});

test("registerPreviews gives the site settings this list", () => {
  const registry = { registerPreviewTemplate: vi.fn(), registerPreviewStyle: vi.fn() };
  registerPreviews(registry);
  expect(registry.registerPreviewTemplate).toHaveBeenCalledWith("site", SettingsPreview);
});
