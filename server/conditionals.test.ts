import { describe, expect, test } from "vitest";
import { evaluatePreconditions, parseEntityTagList, rangeAllowed } from "./conditionals.mjs";
import { formatHttpDate } from "./http-date.mjs";

const etag = "9656-1a209d106b1";
const lastModified = 1_700_000_000;
const validators = { etag, lastModified };
const before = formatHttpDate(lastModified - 60);
const atModification = formatHttpDate(lastModified);
const after = formatHttpDate(lastModified + 60);

describe("evaluatePreconditions (RFC 9110 §13.2.2)", () => {
  test.each([
    ["no conditions", {}, "proceed"],
    ["If-None-Match with the ETag", { "if-none-match": `"${etag}"` }, "not-modified"],
    ["If-None-Match with the weak form (weak comparison)", { "if-none-match": `W/"${etag}"` }, "not-modified"],
    ["If-None-Match in a list", { "if-none-match": `"a", "${etag}" , "b"` }, "not-modified"],
    ["If-None-Match: *", { "if-none-match": "*" }, "not-modified"],
    ["If-None-Match with another ETag", { "if-none-match": '"other"' }, "proceed"],
    ["If-None-Match unquoted (not an entity-tag)", { "if-none-match": etag }, "proceed"],
    ["If-Modified-Since at the modification", { "if-modified-since": atModification }, "not-modified"],
    ["If-Modified-Since after it", { "if-modified-since": after }, "not-modified"],
    ["If-Modified-Since before it", { "if-modified-since": before }, "proceed"],
    ["If-Modified-Since that is no date", { "if-modified-since": "2099" }, "proceed"],
    [
      "If-None-Match wins over If-Modified-Since",
      { "if-none-match": '"other"', "if-modified-since": after },
      "proceed",
    ],
    ["If-Match with the ETag", { "if-match": `"${etag}"` }, "proceed"],
    ["If-Match: *", { "if-match": "*" }, "proceed"],
    ["If-Match with the weak form (strong comparison)", { "if-match": `W/"${etag}"` }, "precondition-failed"],
    ["If-Match with another ETag", { "if-match": '"other"' }, "precondition-failed"],
    ["If-Unmodified-Since after the modification", { "if-unmodified-since": after }, "proceed"],
    ["If-Unmodified-Since before it", { "if-unmodified-since": before }, "precondition-failed"],
    ["If-Unmodified-Since that is no date", { "if-unmodified-since": "yesterday" }, "proceed"],
    ["If-Match wins over If-Unmodified-Since", { "if-match": `"${etag}"`, "if-unmodified-since": before }, "proceed"],
  ])("%s → %s", (_, headers, expected) => {
    expect(evaluatePreconditions(headers, validators)).toBe(expected);
  });
});

describe("rangeAllowed (If-Range, RFC 9110 §13.1.5)", () => {
  const now = lastModified + 3600;

  test.each([
    ["no If-Range", undefined, true],
    ["the ETag", `"${etag}"`, true],
    ["another ETag", '"other"', false],
    ["the weak ETag (never matches)", `W/"${etag}"`, false],
    ["the Last-Modified date", atModification, true],
    ["another date", before, false],
    ["garbage", "yesterday", false],
    ["a broken tag", `"${etag}`, false],
  ])("%s → %s", (_, ifRange, expected) => {
    expect(rangeAllowed(ifRange, { etag, lastModified, now })).toBe(expected);
  });

  test("a date is no strong validator within the second of the modification", () => {
    expect(rangeAllowed(atModification, { etag, lastModified, now: lastModified })).toBe(false);
  });
});

test("parseEntityTagList skips what is not an entity-tag", () => {
  expect(parseEntityTagList('junk, W/"a", "b,c", "d')).toEqual({
    any: false,
    tags: [
      { weak: true, opaque: "a" },
      { weak: false, opaque: "b,c" },
    ],
  });
});
