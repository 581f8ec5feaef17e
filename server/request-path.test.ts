import { describe, expect, test } from "vitest";
import { requestPath } from "./request-path.mjs";

describe("requestPath", () => {
  test.each([
    ["/", "/"],
    ["/about?x=1#y", "/about"],
    ["/blog/../about", "/about"],
    ["/%2e%2e/%2e%2e/marker.txt", "/marker.txt"],
    ["/a%20b", "/a b"],
    ["/assets/..%2f..%2fmarker.txt", "/assets/../../marker.txt"],
    ["//evil.example/x", "//evil.example/x"],
    ["/\\..\\marker.txt", "/marker.txt"],
    ["http://other.example/about", "/about"],
    ["/caf%C3%A9", "/café"],
  ])("%s → %s", (target, expected) => {
    expect(requestPath(target)).toBe(expected);
  });

  test.each(["*", "example.org:443", "about", "/%ff", "/%e0%80%80", "/%", "/%zz", "ftp://x/y"])(
    "%s names no path (400)",
    (target) => {
      expect(requestPath(target)).toBeNull();
    },
  );
});
