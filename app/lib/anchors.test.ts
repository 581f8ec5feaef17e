import { expect, test } from "vitest";
import { anchorId, anchorIds, anchorSlug } from "./anchors";

test("an anchor slug keeps letters and digits, drops accents and joins words with one hyphen", () => {
  expect(anchorSlug("International Office")).toBe("international-office");
  expect(anchorSlug("  Can I join in my first year?  ")).toBe("can-i-join-in-my-first-year");
  expect(anchorSlug("Café Épée — IBA 2024/2027")).toBe("cafe-epee-iba-2024-2027");
  expect(anchorSlug("?!")).toBe("");
});

test("a long slug is cut at a hyphen, never inside a word, and stays within 60 characters", () => {
  const question = "How many hours a week does a student representative spend on meetings, emails and events?";
  const slug = anchorSlug(question);
  expect(slug.length).toBeLessThanOrEqual(60);
  expect(question.toLowerCase().replace(/[^a-z0-9]+/g, "-")).toMatch(new RegExp(`^${slug}-`));
  expect(slug.endsWith("-")).toBe(false);
});

test("ids are prefixed, stable between calls and unique within a list", () => {
  const keys = ["Knowledge Base", "Knowledge base!", "?", "Exchange Office"];
  const ids = anchorIds("support", keys);
  expect(ids).toEqual(["support-knowledge-base", "support-knowledge-base-2", "support-3", "support-exchange-office"]);
  expect(anchorIds("support", keys)).toEqual(ids);
  expect(new Set(anchorIds("faq", ["A", "a", "A!", "a-2"])).size).toBe(4);
});

test("a single item's id is its prefix and slug", () => {
  expect(anchorId("event", "welcome-back-picnic-2024")).toBe("event-welcome-back-picnic-2024");
  expect(anchorId("event", "Spring Boat Tour 2025")).toBe("event-spring-boat-tour-2025");
  expect(anchorId("event", "")).toBe("event-1");
});
