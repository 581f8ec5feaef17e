// @vitest-environment jsdom
/**
 * The checked widget on a picture field: what the site cannot use is refused before it is written.
 */
import { describe, expect, test } from "vitest";
import { messageOf, renderControl } from "../../../tests/helpers/checked-control";

describe("an image the site cannot use is refused before it is written", () => {
  const album = (file: string) => ({ photos: [{ file, alt: "A photo" }] });
  test("an iPhone HEIC photo", () => {
    const { control } = renderControl("gallery", { name: "file", wraps: "image" }, album("IMG_0001.HEIC"), {
      value: "IMG_0001.HEIC",
    });
    expect(messageOf(control.isValid())).toMatch(/^this file is an iPhone HEIC photo, which browsers and the site/);
  });

  test("an upload over the size limit; one under it passes", () => {
    const upload = (bytes: number) => () => ({ fileObj: { size: bytes } });
    const big = renderControl("gallery", { name: "file", wraps: "image" }, album("big.jpg"), {
      value: "big.jpg",
      getAsset: upload(12 * 1024 * 1024),
    });
    expect(messageOf(big.control.isValid())).toBe(
      "this file is 12.0 MB, more than 10 MB → shrink it: save it as JPEG at most 3000 px on its long side (quality about 80), usually well under 2 MB",
    );
    const small = renderControl("gallery", { name: "file", wraps: "image" }, album("small.jpg"), {
      value: "small.jpg",
      getAsset: upload(200_000),
    });
    expect(small.control.isValid()).toBe(true);
  });
});
