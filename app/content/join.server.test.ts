import { describe, expect, test, vi } from "vitest";
import { findRole, loadJoin, loadRoles } from "./join.server";

// The fixture content's files, with image resolution reduced to "the file exists": this checks
// the data and the rules, not the image pipeline (which has its own tests).
vi.mock("./images.server", () => import("../../tests/setup/images-mock"));

const rolePeriod = "September 2025 - June 2026";

describe("role lookup", () => {
  test("finds each of the four roles by id with its agreed title and team", () => {
    const expected = {
      "student-representative": ["Elective Student Representative", "Representatives"],
      "marketing-assistant": ["Marketing Manager", "Marketing"],
      "event-manager": ["Event Manager", "Events"],
      "student-support": ["Student Support Mentor", "Student Support"],
    };
    for (const [id, [title, team]] of Object.entries(expected)) {
      const role = findRole(id);
      expect(role?.title).toBe(title);
      expect(role?.team).toBe(team);
    }
    expect(loadRoles()).toHaveLength(4);
  });

  test("returns undefined for an unknown id or a folder README", () => {
    expect(findRole("nope")).toBeUndefined();
    expect(findRole("README")).toBeUndefined();
    expect(findRole("")).toBeUndefined();
  });

  test("every role runs September 2025 - June 2026 at 2-3 hours per week and has an overview", () => {
    for (const role of loadRoles()) {
      expect(role.period).toBe(rolePeriod);
      expect(role.hoursPerWeek).toBe("2-3 hours per week");
      expect(role.responsibilities.length).toBeGreaterThan(0);
      expect(role.overviewHtml).toContain("<p>");
    }
  });

  test("only the student representative carries the B1, B2 and Pre-MSc footnote", () => {
    const withFootnote = loadRoles().filter((role) => role.timelineFootnote);
    expect(withFootnote.map((role) => role.id)).toEqual(["student-representative"]);
    expect(withFootnote[0]?.timelineFootnote).toMatch(/B1, B2 and Pre-MSc/);
  });
});

describe("loadJoin", () => {
  test("lists only the Elective Student Representative under Available Positions", () => {
    expect(loadJoin().openPositions.map((role) => [role.id, role.title])).toEqual([
      ["student-representative", "Elective Student Representative"],
    ]);
  });

  test("has the four offer cards, the four tabs in order and six FAQ entries", () => {
    const join = loadJoin();
    expect(join.offers.items.map((offer) => offer.title)).toEqual([
      "Influence on Your Education",
      "Leadership Experience",
      "Vibrant Community",
      "Professional Skills",
    ]);
    expect(join.applicationProcess.tabs.map((tab) => [tab.id, tab.shortTitle])).toEqual([
      ["cv", "CV"],
      ["motivation", "Motivation"],
      ["interview", "Interview"],
      ["offer", "Offer"],
    ]);
    expect(join.faq.entries).toHaveLength(6);
  });

  test("carries the agreed application guidance and FAQ facts", () => {
    const join = loadJoin();
    const tabText = (id: string) => JSON.stringify(join.applicationProcess.tabs.find((tab) => tab.id === id));
    expect(tabText("cv")).toMatch(/1 to 2 pages/);
    expect(tabText("motivation")).toMatch(/one page/i);
    expect(tabText("motivation")).toMatch(/300 to 400 words/);
    expect(tabText("offer")).toMatch(/1 to 2 weeks after the interviews/);
    const faq = JSON.stringify(join.faq);
    for (const fact of [
      /2-3 hours per week/,
      /First-year students are very welcome/,
      /No experience is needed/,
      /no membership fee/,
      /unpaid volunteer positions/,
      /usually start in September, except for Bachelor 3/,
      /Recruitment during the year is possible/,
    ]) {
      expect(faq).toMatch(fact);
    }
  });
});
