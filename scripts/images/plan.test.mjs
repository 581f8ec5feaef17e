import { describe, expect, it } from "vitest";
import { contentHash, fileStem, planImage, SETTINGS, variantWidths } from "./plan.mjs";

describe("variantWidths", () => {
  it("uses landscape steps capped at the original width", () => {
    expect(variantWidths(1600)).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(4000)).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
  });

  it("uses small steps for narrow images and never upscales", () => {
    expect(variantWidths(600)).toEqual([240, 480, 600]);
    expect(variantWidths(480)).toEqual([240, 480]);
    expect(variantWidths(100)).toEqual([100]);
  });
});

describe("planImage", () => {
  it("names every output by stem, hash and width, and describes them in the manifest entry", () => {
    const plan = planImage({ key: "gallery/2025/Photo 03.PNG", hash: "abc123", width: 800, height: 533 });
    expect(plan.original.name).toBe("photo-03-abc123.png");
    expect(plan.variants.map((v) => v.name)).toEqual([
      "photo-03-abc123-480.avif",
      "photo-03-abc123-800.avif",
      "photo-03-abc123-480.webp",
      "photo-03-abc123-800.webp",
    ]);
    expect(plan.entry).toEqual({
      width: 800,
      height: 533,
      original: "/_img/photo-03-abc123.png",
      avif: [
        { width: 480, src: "/_img/photo-03-abc123-480.avif" },
        { width: 800, src: "/_img/photo-03-abc123-800.avif" },
      ],
      webp: [
        { width: 480, src: "/_img/photo-03-abc123-480.webp" },
        { width: 800, src: "/_img/photo-03-abc123-800.webp" },
      ],
    });
  });

  it("hashes content, so equal bytes share outputs and any change renames them", () => {
    expect(contentHash(Buffer.from("a"))).toBe(contentHash(Buffer.from("a")));
    expect(contentHash(Buffer.from("a"))).not.toBe(contentHash(Buffer.from("b")));
    expect(fileStem("images/blog/blog-01.jpg")).toBe("blog-01");
  });

  it("keys the shared cache by the hash and what is made of it, not by the file's name or folder", () => {
    const here = planImage({ key: "images/blog/Photo 03.jpg", hash: "abc123", width: 800, height: 533 });
    const elsewhere = planImage({ key: "gallery/2025/renamed.jpg", hash: "abc123", width: 800, height: 533 });
    expect(here.original.cacheName).toBe("abc123.jpg");
    expect(here.variants.map((v) => v.cacheName)).toEqual([
      "abc123-480.avif",
      "abc123-800.avif",
      "abc123-480.webp",
      "abc123-800.webp",
    ]);
    expect(elsewhere.variants.map((v) => v.cacheName)).toEqual(here.variants.map((v) => v.cacheName));
    expect(elsewhere.variants.map((v) => v.name)).not.toEqual(here.variants.map((v) => v.name));
    const changed = planImage({ key: "images/blog/Photo 03.jpg", hash: "def456", width: 800, height: 533 });
    expect(changed.variants.map((v) => v.cacheName)).not.toContain(here.variants[0]?.cacheName);
  });
});

describe("contentHash", () => {
  it("changes with the encoder settings, so new settings never reuse old outputs", () => {
    const bytes = Buffer.from("the same picture");
    const before = contentHash(bytes);
    const quality = SETTINGS.avif.quality;
    try {
      SETTINGS.avif.quality = quality + 1;
      expect(contentHash(bytes)).not.toBe(before);
    } finally {
      SETTINGS.avif.quality = quality;
    }
    expect(contentHash(bytes)).toBe(before);
  });
});
