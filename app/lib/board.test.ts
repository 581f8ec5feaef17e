import { describe, expect, test } from "vitest";
import {
  defaultAcademicYear,
  findAcademicYear,
  isAcademicYear,
  memberLinks,
  roleLines,
  sortAcademicYearsDescending,
} from "./board";

describe("academic years", () => {
  test("accepts consecutive years and rejects anything else", () => {
    expect(isAcademicYear("2025-2026")).toBe(true);
    expect(isAcademicYear("2013-2014")).toBe(true);
    expect(isAcademicYear("2025-2027")).toBe(false);
    expect(isAcademicYear("2026-2025")).toBe(false);
    expect(isAcademicYear("2025")).toBe(false);
    expect(isAcademicYear("2025-2026.yaml")).toBe(false);
    expect(isAcademicYear("README")).toBe(false);
  });

  test("lists years newest first whatever the input order", () => {
    const years = ["2013-2014", "2025-2026", "2019-2020", "2024-2025"];
    expect(sortAcademicYearsDescending(years)).toEqual(["2025-2026", "2024-2025", "2019-2020", "2013-2014"]);
    expect(years[0]).toBe("2013-2014");
  });

  test("finds the year an address asks for, and nothing for a missing or unknown one", () => {
    const years = ["2025-2026", "2019-2020"];
    expect(findAcademicYear(years, "2019-2020")).toBe("2019-2020");
    expect(findAcademicYear(years, " 2019-2020 ")).toBe("2019-2020");
    expect(findAcademicYear(years, "1999-2000")).toBeUndefined();
    expect(findAcademicYear(years, "2019")).toBeUndefined();
    expect(findAcademicYear(years, "")).toBeUndefined();
    expect(findAcademicYear(years, null)).toBeUndefined();
  });

  test("the default year is the newest one", () => {
    expect(defaultAcademicYear(["2013-2014", "2025-2026", "2020-2021"])).toBe("2025-2026");
    expect(defaultAcademicYear([])).toBeUndefined();
  });
});

describe("member cards", () => {
  test("splits a role written over several lines and drops blank lines", () => {
    expect(roleLines("Chair\nVice Chair\n")).toEqual(["Chair", "Vice Chair"]);
    expect(roleLines("  Secretary and Treasurer  ")).toEqual(["Secretary and Treasurer"]);
    expect(roleLines("IBA Coordinator\r\n\r\nBA Coordinator")).toEqual(["IBA Coordinator", "BA Coordinator"]);
  });

  test("shows the email as a mailto link and the profile link", () => {
    expect(memberLinks({ email: "ada@example.org", linkedin: "https://linkedin.example.org/in/ada" })).toEqual({
      mailto: "mailto:ada@example.org",
      profile: "https://linkedin.example.org/in/ada",
    });
  });

  test("shows only the profile link when showLinkedInOnly is set", () => {
    expect(
      memberLinks({
        email: "ada@example.org",
        linkedin: "https://linkedin.example.org/in/ada",
        showLinkedInOnly: true,
      }),
    ).toEqual({ profile: "https://linkedin.example.org/in/ada" });
  });

  test("leaves out a link whose address is missing", () => {
    expect(memberLinks({ email: "ada@example.org" })).toEqual({ mailto: "mailto:ada@example.org" });
    expect(memberLinks({ showLinkedInOnly: true, email: "ada@example.org" })).toEqual({});
    expect(memberLinks({})).toEqual({});
  });
});
