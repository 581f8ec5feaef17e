import { describe, expect, test } from "vitest";
import { closestKey, editDistance } from "./did-you-mean";

describe("editDistance", () => {
  test("a swap of two neighbouring letters is one edit", () => {
    expect(editDistance("darft", "draft")).toBe(1);
    expect(editDistance("draft", "draft")).toBe(0);
    expect(editDistance("imag", "image")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
});

describe("closestKey", () => {
  const blogKeys = ["title", "date", "author", "image", "imageAlt", "imagePosition", "description", "tag", "draft"];

  test("suggests the field meant by a slip of the fingers", () => {
    expect(closestKey("darft", blogKeys)).toBe("draft");
    expect(closestKey("imagealt", blogKeys)).toBe("imageAlt");
    expect(closestKey("auhtor", blogKeys)).toBe("author");
    expect(closestKey("tags", blogKeys)).toBe("tag");
  });

  test("suggests nothing for a word that is not close to any field", () => {
    expect(closestKey("subtitle", blogKeys)).toBeUndefined();
    expect(closestKey("x", blogKeys)).toBeUndefined();
  });
});
