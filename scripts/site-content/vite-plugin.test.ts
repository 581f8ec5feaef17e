import fs from "node:fs";
import path from "node:path";
import * as builtModule from "virtual:site-content";
import { expect, test } from "vitest";
import { loadSiteContent, webManifestText } from "~/content/site-content.server";
import { moduleSource } from "./vite-plugin";

test("the virtual module holds what the builder reads from the content folder (here the fixtures)", () => {
  expect({ ...builtModule }).toEqual(loadSiteContent());
  expect(builtModule.site.url).toBe("https://sr-rsm.example.org");
  expect(builtModule.teamLinks.map((team) => team.title)).toEqual([
    "Student Representatives",
    "Marketing Team",
    "Events Team",
    "Student Support Team",
  ]);
  expect(builtModule.roleIds).toEqual([
    "event-manager",
    "marketing-assistant",
    "student-representative",
    "student-support",
  ]);
});

test("the module's type declaration lists exactly the values the builder returns", () => {
  const declaration = fs.readFileSync(path.resolve("app/site-content.d.ts"), "utf8");
  const declared = [...declaration.matchAll(/export const (\w+)/g)].map((match) => match[1]);
  expect(declared.sort()).toEqual(Object.keys(loadSiteContent()).sort());
});

test("the module source is one exported constant per value, readable back as the same data", async () => {
  const source = moduleSource({ site: { name: "SR </script>" }, roleIds: ["a", "b"] });
  const url = `data:text/javascript;base64,${Buffer.from(source).toString("base64")}`;
  const imported = await import(/* @vite-ignore */ url);
  expect({ ...imported }).toEqual({ site: { name: "SR </script>" }, roleIds: ["a", "b"] });
});

test("the web manifest carries the site's name, short name and description from site.yaml", () => {
  const manifest = JSON.parse(webManifestText());
  expect(manifest).toMatchObject({
    name: builtModule.site.name,
    short_name: "SR RSM",
    description: builtModule.site.description,
    theme_color: builtModule.site.themeColor,
  });
});
