import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { isRoleId, roleIds } from "./roles";
import { isTeamSlug, teamSlugs } from "./teams";

// The tests' content folder (CONTENT_DIR): the browser's lists must name exactly its files.
const contentRoot = path.resolve(process.env.CONTENT_DIR ?? "content");
const contentSlugs = (folder: string) =>
  fs
    .readdirSync(path.join(contentRoot, folder))
    .filter((name) => name.endsWith(".md") && !/^readme\./i.test(name))
    .map((name) => name.replace(/\.md$/, ""))
    .sort();

test("the browser's list of role ids is exactly the files in the roles folder", () => {
  expect(roleIds).toEqual(contentSlugs("roles"));
  expect(roleIds).toEqual(["event-manager", "marketing-assistant", "student-representative", "student-support"]);
});

test("isRoleId accepts known ids only", () => {
  expect(isRoleId("student-representative")).toBe(true);
  expect(isRoleId("README")).toBe(false);
  expect(isRoleId("nope")).toBe(false);
  expect(isRoleId(undefined)).toBe(false);
});

test("the browser's list of team slugs is exactly the files in the teams folder", () => {
  expect(teamSlugs).toEqual(contentSlugs("teams"));
  expect(isTeamSlug("marketing")).toBe(true);
  expect(isTeamSlug("README")).toBe(false);
  expect(isTeamSlug("nope")).toBe(false);
});
