import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createFixtureBuild, type FixtureBuild } from "../tests/fixtures/server-build";
import { contentType } from "./content-types.mjs";
import { indexSiteFiles } from "./site-files.mjs";

let fixture: FixtureBuild;
beforeAll(() => {
  fixture = createFixtureBuild();
});
afterAll(() => fixture.remove());

describe("indexSiteFiles", () => {
  test("a page answers under its folder, with and without the slash, and as index.html", () => {
    const { resources } = indexSiteFiles(fixture.root);
    for (const address of ["/about", "/about/", "/about/index.html"]) {
      expect(resources.get(address)?.variants.identity, address).toBe(path.join(fixture.root, "about", "index.html"));
    }
    expect(resources.get("/")?.path).toBe("/index.html");
  });

  test("precompressed twins are encodings of their file, not addresses", () => {
    const { resources } = indexSiteFiles(fixture.root);
    expect(resources.get("/assets/app-1a2b.js")?.variants).toEqual({
      identity: path.join(fixture.root, "assets", "app-1a2b.js"),
      br: path.join(fixture.root, "assets", "app-1a2b.js.br"),
      gzip: path.join(fixture.root, "assets", "app-1a2b.js.gz"),
    });
    expect(resources.has("/assets/app-1a2b.js.br")).toBe(false);
    expect(resources.has("/assets/app-1a2b.js.gz")).toBe(false);
  });

  test("the not-found page, host configuration, dotfiles and links have no address", () => {
    const { resources, notFound } = indexSiteFiles(fixture.root);
    for (const address of ["/404", "/404/", "/404.html", "/_headers", "/.env", "/linked.txt"]) {
      expect(resources.has(address), address).toBe(false);
    }
    expect(notFound.path).toBe("/404.html");
    expect(Object.keys(notFound.variants)).toEqual(["identity", "br", "gzip"]);
  });

  test("a file's own address wins over another page's alias", () => {
    const file = path.join(fixture.root, "about.html");
    fs.writeFileSync(file, "<p>about.html</p>");
    try {
      const { resources } = indexSiteFiles(fixture.root);
      expect(resources.get("/about")?.variants.identity).toBe(path.join(fixture.root, "about", "index.html"));
      expect(resources.get("/about.html")?.variants.identity).toBe(file);
    } finally {
      fs.rmSync(file);
    }
  });

  test("a folder without 404.html is no build", () => {
    expect(() => indexSiteFiles(path.join(fixture.root, "assets"))).toThrow(/No 404.html/);
  });
});

describe("contentType", () => {
  test.each([
    ["/a/page.HTML", "text/html; charset=utf-8"],
    ["/about.data", "text/x-script; charset=utf-8"],
    ["/a.b/no-extension", "application/octet-stream"],
    ["/.hidden", "application/octet-stream"],
    ["/archive.unknown", "application/octet-stream"],
  ])("%s → %s", (name, type) => {
    expect(contentType(name)).toBe(type);
  });
});
