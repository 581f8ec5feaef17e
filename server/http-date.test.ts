import { describe, expect, test } from "vitest";
import { formatHttpDate, parseHttpDate } from "./http-date.mjs";

const seconds = Date.UTC(1994, 10, 6, 8, 49, 37) / 1000;

describe("HTTP-date (RFC 9110 §5.6.7)", () => {
  test.each([
    ["IMF-fixdate", "Sun, 06 Nov 1994 08:49:37 GMT"],
    ["RFC 850", "Sunday, 06-Nov-94 08:49:37 GMT"],
    ["asctime", "Sun Nov  6 08:49:37 1994"],
  ])("reads the %s form", (_, value) => {
    expect(parseHttpDate(value)).toBe(seconds);
  });

  test.each([
    "1",
    "2024",
    "Sun, 6 Nov 1994 08:49:37 GMT",
    "Sun, 06 Nov 1994 08:49:37 UTC",
    "Sun, 06 Nov 1994 25:49:37 GMT",
    "Sun, 31 Feb 1994 08:49:37 GMT",
    "Sun, 06 Foo 1994 08:49:37 GMT",
    "1994-11-06T08:49:37Z",
    "",
  ])("rejects %j", (value) => {
    expect(parseHttpDate(value)).toBeNull();
  });

  test("formats as IMF-fixdate and reads it back", () => {
    expect(formatHttpDate(seconds)).toBe("Sun, 06 Nov 1994 08:49:37 GMT");
    expect(parseHttpDate(formatHttpDate(1_700_000_000))).toBe(1_700_000_000);
  });
});
