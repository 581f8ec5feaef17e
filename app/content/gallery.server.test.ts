import { describe, expect, test, vi } from "vitest";
import { loadGallery } from "./gallery.server";

// The fixture content's albums (tests/fixtures/content/site), with image resolution stubbed
// (the pipeline has its own tests).
vi.mock("./images.server", () => import("../../tests/setup/images-mock"));

describe("loadGallery", () => {
  test("has 2025 with 15 photos and 2024 with 4, newest year first", () => {
    const gallery = loadGallery();
    expect(gallery.years).toEqual(["2025", "2024"]);
    expect(gallery.photos).toHaveLength(19);
    expect(gallery.photos.filter((photo) => photo.year === "2025")).toHaveLength(15);
    expect(gallery.photos.filter((photo) => photo.year === "2024")).toHaveLength(4);
    expect(gallery.photos[0]?.year).toBe("2025");
  });

  test("numbers photos from 1 in album order within each year, with unique ids", () => {
    const { photos } = loadGallery();
    const numbers2024 = photos.filter((photo) => photo.year === "2024").map((photo) => photo.number);
    expect(numbers2024).toEqual([1, 2, 3, 4]);
    expect(new Set(photos.map((photo) => photo.id)).size).toBe(photos.length);
    expect(photos.find((photo) => photo.id === "2025-3")?.image.original).toMatch(
      /gallery[\\/]2025[\\/]album\.yaml\|photo-03\.png$/,
    );
  });

  test("every photo has alt text", () => {
    for (const photo of loadGallery().photos) expect(photo.alt.length).toBeGreaterThan(10);
  });
});
