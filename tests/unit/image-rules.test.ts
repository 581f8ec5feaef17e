import fs from "node:fs";
import { expect, test } from "vitest";
import {
  extensionOf,
  imageFileProblem,
  imageLimits,
  longSideMessage,
  shrinkCommandAdvice,
  usableImageExtensions,
} from "~/lib/image-rules";
import { IMAGE_EXTENSIONS } from "../../scripts/images/plan.mjs";

test("the form and the image pipeline read the same formats", () => {
  expect([...usableImageExtensions].sort()).toEqual([...IMAGE_EXTENSIONS].sort());
});

test("a file is judged by its extension, whatever its case, and by its size when known", () => {
  expect(extensionOf("../images/blog/Beach.JPG")).toBe(".jpg");
  expect(extensionOf("README")).toBe("");
  expect(imageFileProblem("photo.jpeg")).toBeNull();
  expect(imageFileProblem("photo.heic")).toMatch(/iPhone HEIC photo/);
  expect(imageFileProblem("photo.gif")).toMatch(/^is a GIF file, which the site does not use/);
  expect(imageFileProblem("photo.png", 10 * 1024 * 1024)).toBeNull();
  expect(imageFileProblem("photo.png", 10 * 1024 * 1024 + 1)).toMatch(/^is 10.0 MB, more than 10 MB/);
});

test("a picture may be 3000 px on its long side, not one more; the message says how to shrink it", () => {
  expect(imageLimits.longSide).toBe(3000);
  expect(longSideMessage(3000, 2000)).toBeNull();
  expect(longSideMessage(2000, 3000)).toBeNull();
  expect(longSideMessage(2250, 3001)).toBe(
    "is 2250 × 3001 px, more than 3000 px on its long side → shrink it: save it as JPEG at most 3000 px on its long side (quality about 80), usually well under 2 MB",
  );
  expect(longSideMessage(3001, 2, shrinkCommandAdvice)).toMatch(/→ shrink it in place with npm run images:shrink \(/);
  // The script the message names exists.
  const scripts = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts as Record<string, string>;
  expect(scripts["images:shrink"]).toBe("node --import tsx scripts/shrink-images.ts");
});
