// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ImageAsset } from "~/content/page-data";
import { Picture } from "./picture";

const image: ImageAsset = {
  width: 1600,
  height: 900,
  src: "/_img/hero-abc-800.webp",
  original: "/_img/hero-abc.jpg",
  avifSrcset: "/_img/hero-abc-480.avif 480w, /_img/hero-abc-800.avif 800w",
  webpSrcset: "/_img/hero-abc-480.webp 480w, /_img/hero-abc-800.webp 800w",
};

function parts(container: HTMLElement) {
  const img = container.querySelector("img");
  if (!img) throw new Error("no <img> rendered");
  return { img, sources: [...container.querySelectorAll("source")] };
}

describe("Picture", () => {
  it("offers AVIF then WebP with srcset and sizes, and an img with intrinsic size", () => {
    const { container } = render(<Picture image={image} alt="A lecture hall" sizes="100vw" />);
    const { img, sources } = parts(container);
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("srcset", image.avifSrcset);
    expect(sources[1]).toHaveAttribute("srcset", image.webpSrcset);
    expect(sources.every((s) => s.getAttribute("sizes") === "100vw")).toBe(true);
    expect(img).toHaveAttribute("src", image.src);
    expect(img).toHaveAttribute("alt", "A lecture hall");
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "900");
  });

  it("loads lazily and decodes asynchronously by default, without a preload", () => {
    const { container } = render(<Picture image={image} alt="" sizes="50vw" />);
    const { img } = parts(container);
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  });

  it("loads a priority image eagerly and at high priority, without a preload (the HTML carries it)", () => {
    const { container } = render(<Picture image={image} alt="" sizes="(min-width: 768px) 50vw, 100vw" priority />);
    const { img } = parts(container);
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).not.toHaveAttribute("decoding");
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  });

  it("applies the focal position and transform from content", () => {
    const { container } = render(
      <Picture image={image} alt="" sizes="100vw" position="center 30%" transform="scale(1.2)" imgClassName="h-full" />,
    );
    const { img } = parts(container);
    expect(img.style.objectPosition).toBe("center 30%");
    expect(img.style.transform).toBe("scale(1.2)");
    expect(img).toHaveClass("h-full");
  });
});
