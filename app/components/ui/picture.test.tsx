// @vitest-environment jsdom
import { render, within } from "@testing-library/react";
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

/**
 * The candidates a browser takes, as the HTML spec's source selection does: the first
 * <source> whose type it can decode, else the <img> itself.
 */
function candidatesFor(container: HTMLElement, decodes: string[]) {
  const { img, sources } = parts(container);
  const source = sources.find((candidate) => decodes.includes(candidate.getAttribute("type") ?? ""));
  return source
    ? { srcset: source.getAttribute("srcset"), sizes: source.getAttribute("sizes") }
    : { srcset: img.getAttribute("src"), sizes: null };
}

describe("Picture", () => {
  it("gives each browser the best format it decodes: AVIF, else WebP, else the mid-size WebP", () => {
    const sizes = "(min-width: 768px) 50vw, 100vw";
    const { container } = render(<Picture image={image} alt="A lecture hall" sizes={sizes} />);
    expect(candidatesFor(container, ["image/avif", "image/webp"])).toEqual({ srcset: image.avifSrcset, sizes });
    expect(candidatesFor(container, ["image/webp"])).toEqual({ srcset: image.webpSrcset, sizes });
    expect(candidatesFor(container, [])).toEqual({ srcset: image.src, sizes: null });
  });

  it("is announced by its alt text and keeps the image's aspect ratio before it loads", () => {
    const { container } = render(<Picture image={image} alt="A lecture hall" sizes="100vw" />);
    const picture = within(container).getByRole("img", { name: "A lecture hall" });
    expect(Number(picture.getAttribute("width")) / Number(picture.getAttribute("height"))).toBe(16 / 9);
  });

  it("is hidden from assistive technology when its alt text is empty", () => {
    const { container } = render(<Picture image={image} alt="" sizes="100vw" />);
    expect(within(container).queryByRole("img")).toBeNull();
  });

  it.each([
    { priority: false, loading: "lazy", fetchpriority: null, decoding: "async" },
    { priority: true, loading: "eager", fetchpriority: "high", decoding: null },
  ])("with priority $priority loads $loading at priority $fetchpriority, never with a preload", (expected) => {
    const { container } = render(<Picture image={image} alt="" sizes="100vw" priority={expected.priority} />);
    const { img } = parts(container);
    expect({
      loading: img.getAttribute("loading"),
      fetchpriority: img.getAttribute("fetchpriority"),
      decoding: img.getAttribute("decoding"),
    }).toEqual({ loading: expected.loading, fetchpriority: expected.fetchpriority, decoding: expected.decoding });
    // The prerendered HTML carries the image; a preload at the top of the head would race the stylesheet.
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  });

  it("draws the content's focal point and transform", () => {
    const { container } = render(
      <Picture image={image} alt="" sizes="100vw" position="center 30%" transform="scale(1.2)" imgClassName="h-full" />,
    );
    const { img } = parts(container);
    expect(img.style.objectPosition).toBe("center 30%");
    expect(img.style.transform).toBe("scale(1.2)");
    expect(img).toHaveClass("h-full");
  });

  it("leaves the image's position and scale alone when the content sets none", () => {
    const { container } = render(<Picture image={image} alt="" sizes="100vw" />);
    expect(parts(container).img.getAttribute("style")).toBeNull();
  });
});
