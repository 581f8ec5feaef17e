import { describe, expect, test } from "vitest";
import { chooseEncoding, parseAcceptEncoding } from "./encodings.mjs";

const both = ["br", "gzip"];

describe("chooseEncoding (RFC 9110 §12.5.3)", () => {
  test.each([
    ["no header", undefined, both, "identity"],
    ["an empty header", "", both, "identity"],
    ["a browser's header", "gzip, deflate, br, zstd", both, "br"],
    ["gzip only", "gzip", both, "gzip"],
    ["x-gzip is gzip", "x-gzip", both, "gzip"],
    ["case-insensitive names", "BR", both, "br"],
    ["br and gzip refused", "br;q=0, gzip;q=0", both, "identity"],
    ["br refused", "br;q=0, gzip", both, "gzip"],
    ["gzip preferred by q", "br;q=0.5, gzip;q=1", both, "gzip"],
    ["identity preferred by q", "br;q=0.2, identity", both, "identity"],
    ["the wildcard", "*", both, "br"],
    ["wildcard refused", "*;q=0", both, "identity"],
    ["wildcard with br refused", "br;q=0, *", both, "gzip"],
    ["q=0.000 is zero", "br;q=0.000, gzip;q=0.0", both, "identity"],
    ["whitespace around q", "br ; q=0 , gzip ; q=0", both, "identity"],
    ["an invalid q is not acceptance", "br;q=2, gzip;q=abc", both, "identity"],
    ["a file without br", "br", ["gzip"], "identity"],
    ["a file without br, gzip accepted", "br, gzip", ["gzip"], "gzip"],
    ["a file with no encodings", "br, gzip", [], "identity"],
    ["deflate is not on disk", "deflate", both, "identity"],
  ])("%s → %s", (_, header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });

  test("parseAcceptEncoding keeps the first weight of a repeated coding", () => {
    expect(parseAcceptEncoding("br;q=0.1, br;q=1, gzip")).toEqual(
      new Map([
        ["br", 0.1],
        ["gzip", 1],
      ]),
    );
  });
});
