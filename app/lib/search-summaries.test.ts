import { describe, expect, test } from "vitest";
import { recordOrderValue, summariesById } from "./search-summaries";

describe("summariesById", () => {
  const summaries = [
    { url: "/", type: "Page" as const, title: "Home" },
    { url: "/join#faq-fee", type: "FAQ" as const, title: "Is there a fee?" },
  ];

  test("pairs the ids of every record, in record order, with the summaries at the same place", () => {
    expect(summariesById(["en_a1", "en_b2"], summaries)).toEqual({ en_a1: summaries[0], en_b2: summaries[1] });
  });

  test("pairs none when the index and the summaries do not hold the same number of records", () => {
    expect(summariesById(["en_a1"], summaries)).toEqual({});
  });

  test("a position sorts the same as text and as a number", () => {
    const values = [10, 9, 100, 0].map(recordOrderValue);
    expect(values).toEqual(["000010", "000009", "000100", "000000"]);
    expect([...values].sort()).toEqual(["000000", "000009", "000010", "000100"]);
  });
});
