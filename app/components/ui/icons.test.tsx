// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Clock, iconMarkup } from "./icons";

describe("icons", () => {
  test("draws Lucide's shapes as markup, with attribute values escaped", () => {
    expect(
      iconMarkup([
        ["circle", { cx: "12", cy: "12", r: "10" }],
        ["path", { d: 'M1 "2" & <3>', fill: undefined }],
      ]),
    ).toBe('<circle cx="12" cy="12" r="10"/><path d="M1 &quot;2&quot; &amp; &lt;3>"/>');
  });

  test("an icon is one decorative <svg> that keeps its shapes and takes a class", () => {
    const { container } = render(<Clock className="size-4" />);
    const svg = container.querySelector("svg");
    expect(container.children).toHaveLength(1);
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("class")).toBe("lucide size-4");
    expect(svg?.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(svg?.querySelectorAll("circle, path")).toHaveLength(2);
  });
});
