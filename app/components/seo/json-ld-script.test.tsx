// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { serializeJsonLd } from "~/seo/json-ld";
import { JsonLdScript } from "./json-ld-script";

test("serializeJsonLd escapes characters that could end the script block, and parses back unchanged", () => {
  const data = { "@type": "BlogPosting", headline: "</script><script>alert(1)</script> & <!-- more" };
  const json = serializeJsonLd(data);
  expect(json).not.toMatch(/[<>&]/);
  expect(JSON.parse(json)).toEqual(data);
});

test("JsonLdScript renders one application/ld+json script holding the data", () => {
  const data = [{ "@context": "https://schema.org", "@type": "Organization", name: "A < B" }];
  const { container } = render(<JsonLdScript json={serializeJsonLd(data)} />);
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  expect(JSON.parse(scripts[0]?.textContent ?? "")).toEqual(data);
});
