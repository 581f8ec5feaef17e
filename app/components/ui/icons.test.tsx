// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { Clock, InstagramIcon, LinkedInIcon, TikTokIcon } from "./icons";

test("an icon is decorative unless it is labelled", () => {
  render(
    <>
      <Clock data-testid="plain" className="size-4" />
      <Clock aria-label="Duration" />
    </>,
  );
  expect(screen.getByTestId("plain")).toHaveAttribute("aria-hidden", "true");
  expect(screen.getByTestId("plain")).toHaveClass("size-4");
  expect(screen.getByLabelText("Duration")).not.toHaveAttribute("aria-hidden");
});

test.each([
  ["Instagram", InstagramIcon],
  ["LinkedIn", LinkedInIcon],
  ["TikTok", TikTokIcon],
])("the %s mark is decorative and takes a class", (_, Icon) => {
  const { container } = render(<Icon className="size-5" />);
  const svg = container.querySelector("svg");
  expect(svg).toHaveAttribute("aria-hidden", "true");
  expect(svg).toHaveClass("size-5");
});
