/**
 * The workflows' cache keys change exactly when something new would be made: the images
 * key with a picture's bytes, the encoder settings or sharp's version, never with a text,
 * a picture's name or the date; the cards key also with the content's text and the code
 * and packages that draw a card.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { cardsKey, imagesKey, lockedVersions } from "./cache-keys.mjs";
import { SETTINGS } from "./images/plan.mjs";

let content;
beforeEach(() => {
  content = fs.mkdtempSync(path.join(os.tmpdir(), "cache-keys-"));
  fs.mkdirSync(path.join(content, "images"));
  fs.mkdirSync(path.join(content, "events"));
  fs.writeFileSync(path.join(content, "images", "gala.jpg"), "picture bytes");
  fs.writeFileSync(path.join(content, "events", "gala.md"), "title: Winter Gala\n");
});
afterEach(() => fs.rmSync(content, { recursive: true, force: true }));

const write = (file, text) => fs.writeFileSync(path.join(content, file), text);

describe("imagesKey", () => {
  test("is the same on every run: no date in it", () => {
    expect(imagesKey([content])).toBe(imagesKey([content]));
    expect(imagesKey([content])).toMatch(/^[0-9a-f]{20}$/);
  });

  test("changes with a picture's bytes, a new picture, the settings and sharp's version", () => {
    const before = imagesKey([content]);
    write("images/gala.jpg", "other picture bytes");
    const changed = imagesKey([content]);
    expect(changed).not.toBe(before);
    write("images/quiz.png", "another picture");
    expect(imagesKey([content])).not.toBe(changed);
    expect(imagesKey([content], { settings: { ...SETTINGS, avif: { quality: 51, effort: 2 } } })).not.toBe(
      imagesKey([content]),
    );
    expect(imagesKey([content], { versions: "sharp@0.35.0" })).not.toBe(imagesKey([content]));
  });

  test("does not change with a text, a picture's name or a copy in a hidden folder (.generated)", () => {
    const before = imagesKey([content]);
    write("events/gala.md", "title: Winter Gala 2026\n");
    fs.renameSync(path.join(content, "images", "gala.jpg"), path.join(content, "images", "winter-gala.jpg"));
    fs.mkdirSync(path.join(content, ".generated"));
    write(".generated/copy.jpg", "made from it");
    expect(imagesKey([content])).toBe(before);
  });

  test("reads sharp's and libvips's versions from the lockfile", () => {
    expect(lockedVersions(["sharp", "@img/sharp-libvips-linux-x64"])).toMatch(
      /^sharp@\d+\.\d+\.\d+ @img\/sharp-libvips-linux-x64@\d+\.\d+\.\d+$/,
    );
  });
});

describe("cardsKey", () => {
  const drawing = () => [path.join(content, "card.tsx")];
  beforeEach(() => fs.writeFileSync(path.join(content, "card.tsx"), "<div>card</div>"));

  test("changes with a title, a picture, the drawing code and the packages that draw", () => {
    const key = () => cardsKey([content], { drawing: drawing(), versions: "satori@0.63.2" });
    const before = key();
    expect(key()).toBe(before);
    write("events/gala.md", "title: Winter Gala 2026\n");
    const retitled = key();
    expect(retitled).not.toBe(before);
    write("images/gala.jpg", "a new picture");
    const repictured = key();
    expect(repictured).not.toBe(retitled);
    fs.writeFileSync(path.join(content, "card.tsx"), "<div>new layout</div>");
    expect(key()).not.toBe(repictured);
    expect(cardsKey([content], { drawing: drawing(), versions: "satori@0.64.0" })).not.toBe(key());
  });

  test("by default covers the card's code in scripts/social-cards/ and the installed satori, resvg, sharp and font", () => {
    expect(lockedVersions(["satori", "@resvg/resvg-js", "sharp", "@fontsource/inter"])).not.toContain("absent");
    expect(cardsKey([content])).toMatch(/^[0-9a-f]{20}$/);
  });
});
