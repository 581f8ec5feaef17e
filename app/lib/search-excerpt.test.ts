import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { decodeEntities, excerptParts } from "./search-excerpt";

describe("excerptParts", () => {
  test("splits Pagefind's excerpt into plain and marked parts", () => {
    expect(excerptParts("Apply for a <mark>visa</mark> before you <mark>travel</mark>.")).toEqual([
      { text: "Apply for a ", marked: false },
      { text: "visa", marked: true },
      { text: " before you ", marked: false },
      { text: "travel", marked: true },
      { text: ".", marked: false },
    ]);
  });

  test("keeps any other tag as visible text, never as markup", () => {
    const parts = excerptParts('<img src=x onerror="alert(1)"><mark>x</mark><script>alert(2)</script>');
    expect(parts).toEqual([
      { text: '<img src=x onerror="alert(1)">', marked: false },
      { text: "x", marked: true },
      { text: "<script>alert(2)</script>", marked: false },
    ]);
  });

  test("decodes the escaped text once", () => {
    expect(excerptParts("R&amp;D &lt;b&gt; <mark>caf&#233;</mark> &amp;lt;")).toEqual([
      { text: "R&D <b> ", marked: false },
      { text: "café", marked: true },
      { text: " &lt;", marked: false },
    ]);
  });

  test("joins neighbouring marks and ignores unbalanced closing tags", () => {
    expect(excerptParts("</mark>a<mark>b</mark><mark>c</mark>")).toEqual([
      { text: "a", marked: false },
      { text: "bc", marked: true },
    ]);
  });

  test("reads the text of any input back unchanged when it holds no tags or entities", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/[<&]/.test(text)),
        (text) => {
          expect(
            excerptParts(text)
              .map((part) => part.text)
              .join(""),
          ).toBe(text);
        },
      ),
    );
  });
});

describe("decodeEntities", () => {
  test("leaves unknown and out-of-range entities as written", () => {
    expect(decodeEntities("&bogus; &#0; &#xD800; &#x1F600;")).toBe("&bogus; &#0; &#xD800; 😀");
  });
});
