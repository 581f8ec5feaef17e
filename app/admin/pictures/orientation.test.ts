/**
 * Which way up a HEIC photo's decoded pixels belong: its EXIF Orientation, unless the file
 * turns its picture itself. The photo is made by Debian's heif-enc (as the real-CMS spec
 * makes it) from a JPEG carrying Orientation 6 and a GPS position.
 */
import { describe, expect, test } from "vitest";
import { iphoneHeic } from "../../../tests/e2e/cms/phone-photos";
import { exifOrientation, heifOrientation } from "./orientation";
import { orientationTransform, turnedSize } from "./redraw";

const arrayBufferOf = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** An ISO box: size, type, content. */
function box(type: string, ...content: Uint8Array[]): Uint8Array {
  const size = 8 + content.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(new TextEncoder().encode(type), 4);
  let at = 8;
  for (const part of content) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A TIFF block whose IFD0 holds one Orientation entry. */
function tiff(orientation: number, little: boolean): Uint8Array {
  const out = new Uint8Array(8 + 2 + 12 + 4);
  const view = new DataView(out.buffer);
  view.setUint16(0, little ? 0x4949 : 0x4d4d);
  view.setUint16(2, 42, little);
  view.setUint32(4, 8, little);
  view.setUint16(8, 1, little);
  view.setUint16(10, 0x0112, little);
  view.setUint16(12, 3, little);
  view.setUint32(14, 1, little);
  view.setUint16(18, orientation, little);
  return out;
}

describe("a HEIC photo's orientation", () => {
  test("heif-enc's photo from a turned JPEG: its EXIF Orientation, 6", { timeout: 60_000 }, async () => {
    const heic = await iphoneHeic();
    expect(heifOrientation(arrayBufferOf(heic.buffer))).toBe(6);
  });

  test("a file that turns its picture itself (irot), as an iPhone's does: nothing more to turn", () => {
    const meta = box("meta", new Uint8Array(4), box("iprp", box("ipco", box("irot", new Uint8Array([1])))));
    expect(
      heifOrientation(arrayBufferOf(new Uint8Array([...box("ftyp", new TextEncoder().encode("heic")), ...meta]))),
    ).toBe(1);
  });

  test("a file that is no HEIF: nothing to turn", () => {
    expect(heifOrientation(arrayBufferOf(new TextEncoder().encode("....ftypheic")))).toBe(1);
  });

  test("EXIF's Orientation, in either byte order", () => {
    for (const little of [true, false]) {
      const block = tiff(8, little);
      expect(exifOrientation(new DataView(arrayBufferOf(block)), 0)).toBe(8);
    }
  });
});

describe("turning stored pixels", () => {
  /** Where the stored top-left corner lands, shown turned by `orientation`. */
  function topLeftLandsAt(orientation: number, width: number, height: number) {
    const [a, b, c, d, e, f] = orientationTransform(orientation, width, height);
    const shown = turnedSize(width, height, orientation);
    // The stored pixel (0.5, 0.5): the transform maps stored coordinates to shown ones.
    const x = a * 0.5 + c * 0.5 + e;
    const y = b * 0.5 + d * 0.5 + f;
    return `${x < shown.width / 2 ? "left" : "right"} ${y < shown.height / 2 ? "top" : "bottom"}`;
  }

  test.each([
    [1, "left top"],
    [2, "right top"],
    [3, "right bottom"],
    [4, "left bottom"],
    [5, "left top"],
    [6, "right top"],
    [7, "right bottom"],
    [8, "left bottom"],
  ])("orientation %i puts the stored top-left corner at the %s", (orientation, corner) => {
    expect(topLeftLandsAt(orientation, 400, 300)).toBe(corner);
  });
});
