import { describe, expect, test } from "vitest";
import { slugsFromPaths } from "./content-slugs";

describe("slugsFromPaths", () => {
  test("uses the file name without extension as the slug, sorted", () => {
    expect(slugsFromPaths(["/content/roles/event-manager.md", "/content/roles/a-role.md"])).toEqual([
      "a-role",
      "event-manager",
    ]);
  });

  test("leaves folder READMEs out whatever their case", () => {
    expect(slugsFromPaths(["/content/roles/README.md", "/content/roles/readme.md", "/content/roles/x.md"])).toEqual([
      "x",
    ]);
  });
});
