import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const ico = fs.readFileSync(path.resolve(import.meta.dirname, "../public/favicon.ico"));
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test("public/favicon.ico is an icon file holding 16, 32 and 48 px PNG images", () => {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  const count = ico.readUInt16LE(4);
  const images = Array.from({ length: count }, (_, index) => {
    const entry = 6 + 16 * index;
    const [width, height] = [ico.readUInt8(entry), ico.readUInt8(entry + 1)];
    const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
    const png = ico.subarray(offset, offset + length);
    // A PNG's IHDR chunk holds its width and height at bytes 16 and 20.
    return {
      width,
      height,
      signature: png.subarray(0, 8),
      pngWidth: png.readUInt32BE(16),
      pngHeight: png.readUInt32BE(20),
    };
  });
  expect(images.map(({ width, height, pngWidth, pngHeight }) => [width, height, pngWidth, pngHeight])).toEqual([
    [16, 16, 16, 16],
    [32, 32, 32, 32],
    [48, 48, 48, 48],
  ]);
  for (const { signature } of images) expect(signature.equals(pngSignature)).toBe(true);
  const last = 6 + 16 * (count - 1);
  expect(ico.readUInt32LE(last + 12) + ico.readUInt32LE(last + 8)).toBe(ico.length);
});
