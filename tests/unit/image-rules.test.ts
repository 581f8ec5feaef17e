import { expect, test } from "vitest";
import { extensionOf, imageFileProblem, usableImageExtensions } from "~/lib/image-rules";
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
