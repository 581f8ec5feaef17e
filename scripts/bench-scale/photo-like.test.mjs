/**
 * The benchmark's photo-like pictures are the same for a seed on every run, differ between
 * seeds, and weigh what a photo of their size weighs.
 */
import sharp from "sharp";
import { expect, test } from "vitest";
import { photoLikeJpeg } from "./photo-like.mjs";

test("a seed gives the same picture every time, another seed another picture", async () => {
  const [one, again, other] = await Promise.all([
    photoLikeJpeg(7, 600, 400),
    photoLikeJpeg(7, 600, 400),
    photoLikeJpeg(8, 600, 400),
  ]);
  expect(one.equals(again)).toBe(true);
  expect(one.equals(other)).toBe(false);
  expect(await sharp(one).metadata()).toMatchObject({ format: "jpeg", width: 600, height: 400 });
});

test("at quality 80 it takes between 0.8 and 2 bits a pixel, as photos do (a flat colour takes almost none)", async () => {
  const picture = await photoLikeJpeg(3, 1500, 1000);
  const bytes = (await sharp(picture).jpeg({ quality: 80, mozjpeg: true }).toBuffer()).length;
  const bitsPerPixel = (bytes * 8) / (1500 * 1000);
  expect(bitsPerPixel).toBeGreaterThan(0.8);
  expect(bitsPerPixel).toBeLessThan(2);
}, 30_000);
