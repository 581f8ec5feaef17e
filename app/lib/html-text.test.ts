import { describe, expect, test } from "vitest";
import { htmlToText } from "./html-text";

describe("htmlToText", () => {
  test("drops tags, decodes markdown-it's escapes and collapses white space", () => {
    expect(htmlToText("<p>Food &amp; drinks</p>\n<p>&quot;Free&quot; &lt;3 SR&#x27;s</p>")).toBe(
      `Food & drinks "Free" <3 SR's`,
    );
  });

  test("decodes each entity once, so escaped markup stays text", () => {
    expect(htmlToText("<p>&amp;lt;b&amp;gt; is &lt;b&gt;</p>")).toBe("&lt;b&gt; is <b>");
  });

  test("keeps words of neighbouring blocks apart", () => {
    expect(htmlToText("<ul><li>One</li><li>Two</li></ul><p>Three</p>")).toBe("One Two Three");
  });
});
