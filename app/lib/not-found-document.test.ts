import { describe, expect, test } from "vitest";
import { isNotFoundDocument } from "./not-found-document";

const entry = (name: string, responseStatus?: number) =>
  ({ name, entryType: "navigation", responseStatus }) as unknown as PerformanceEntry;

describe("isNotFoundDocument", () => {
  test("is true for the URL the browser loaded with HTTP 404", () => {
    expect(isNotFoundDocument("http://site.test/blog/nope", [entry("http://site.test/blog/nope", 404)])).toBe(true);
  });

  test("ignores the query string and hash", () => {
    expect(isNotFoundDocument("http://site.test/blog/nope?x=1", [entry("http://site.test/blog/nope#top", 404)])).toBe(
      true,
    );
  });

  test("is false for another URL, a 200 document or a browser without responseStatus", () => {
    expect(isNotFoundDocument("http://site.test/blog/real", [entry("http://site.test/blog/nope", 404)])).toBe(false);
    expect(isNotFoundDocument("http://site.test/blog/real", [entry("http://site.test/blog/real", 200)])).toBe(false);
    expect(isNotFoundDocument("http://site.test/blog/nope", [entry("http://site.test/blog/nope")])).toBe(false);
    expect(isNotFoundDocument("http://site.test/blog/nope", [])).toBe(false);
  });
});
