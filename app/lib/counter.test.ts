import { describe, expect, test } from "vitest";
import { counterSteps, counterValue, formatCounter, statisticText } from "./counter";

describe("counterValue", () => {
  test("steps every 50 ms over 2000 ms: 40 steps", () => {
    expect(counterSteps).toBe(40);
  });

  test("counts up from 0 to the target", () => {
    const card = { number: 4500, countDown: false };
    expect(counterValue(card, 0)).toBe(0);
    expect(counterValue(card, 20)).toBe(2250);
    expect(counterValue(card, 40)).toBe(4500);
    expect(counterValue(card, 99)).toBe(4500);
  });

  test("the 'Since' card counts down from 2025 to 1985", () => {
    const card = { number: 1985, countDown: true };
    expect(counterValue(card, 0)).toBe(2025);
    expect(counterValue(card, 20)).toBe(2005);
    expect(counterValue(card, 40)).toBe(1985);
  });
});

describe("formatCounter", () => {
  test("groups thousands for counts", () => {
    expect(formatCounter(4500, { countDown: false })).toBe("4,500");
    expect(formatCounter(60, { countDown: false })).toBe("60");
    expect(formatCounter(0, { countDown: false })).toBe("0");
    expect(formatCounter(999, { countDown: false })).toBe("999");
    expect(formatCounter(1000, { countDown: false })).toBe("1,000");
    expect(formatCounter(1234567, { countDown: false })).toBe("1,234,567");
  });

  test("groups exactly as the English number format does, for every value a counter passes", () => {
    const english = new Intl.NumberFormat("en");
    for (let value = 0; value <= 120_000; value += 7) {
      expect(formatCounter(value, { countDown: false })).toBe(english.format(value));
    }
  });

  test("writes years without a separator", () => {
    expect(formatCounter(1985, { countDown: true })).toBe("1985");
  });
});

describe("statisticText", () => {
  test("says the counted figure and the label in the card's order: a count-down's label first", () => {
    expect(statisticText({ number: 4500, countDown: false, suffix: "+", label: "Students Represented" })).toBe(
      "4,500+ Students Represented",
    );
    expect(statisticText({ number: 1985, countDown: true, suffix: "", label: "Since" })).toBe("Since 1985");
  });
});
