import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fontFaces, fontWeights } from "~/styles/font-faces";
import { charactersOf, fontOutputs } from "./cut-fonts.ts";

const stylesDir = path.resolve(import.meta.dirname, "../../app/styles");
const appDir = path.resolve(import.meta.dirname, "../../app");

describe("charactersOf", () => {
  it("lists every character of single code points and ranges, in order", () => {
    expect(charactersOf("U+0041-0043, U+00E9")).toBe("ABCé");
    expect(charactersOf("U+1F600")).toBe("😀");
  });

  it("refuses what is not a unicode-range", () => {
    expect(() => charactersOf("U+0041, A-Z")).toThrow('"A-Z" is not a unicode-range part');
    expect(() => charactersOf("U+0043-0041")).toThrow("runs backwards");
  });
});

describe("the committed web font", () => {
  it("is what `npm run fonts` cuts from the installed package and app/styles/font-faces.ts", async () => {
    const outputs = await fontOutputs();
    expect([...outputs.keys()]).toEqual(["fonts.css", ...fontFaces.map((face) => `fonts/${face.name}.woff2`)]);
    for (const [name, content] of outputs) {
      const file = path.join(stylesDir, name);
      const committed = fs.existsSync(file) ? fs.readFileSync(file) : undefined;
      expect(
        committed?.equals(Buffer.from(content)),
        `app/styles/${name} is not what app/styles/font-faces.ts makes: run \`npm run fonts\` and commit the result`,
      ).toBe(true);
    }
  });

  it("keeps the Latin file, which every page loads, under 30 KB", () => {
    expect(fs.statSync(path.join(stylesDir, "fonts/inter-latin.woff2")).size).toBeLessThanOrEqual(30 * 1024);
  });
});

/** Tailwind's font-weight utilities and what they set. */
const weightUtilities: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

/** Every weight the app's source asks for: Tailwind classes, CSS and style objects, SVG attributes. */
function weightsUsed(source: string): number[] {
  const utilities = [
    ...source.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g),
  ];
  const numbers = [...source.matchAll(/font-?weight["']?\s*[:=]\s*["']?(\d{3})\b/gi)];
  return [
    ...utilities.map((match) => weightUtilities[match[1] ?? ""] ?? 0),
    ...numbers.map((match) => Number(match[1])),
  ];
}

describe("the weights the site uses", () => {
  it("finds weights in classes, CSS, style objects and SVG attributes", () => {
    expect(
      weightsUsed('className="font-black" style={{ fontWeight: 300 }} font-weight: 200; fontWeight="800"'),
    ).toEqual([900, 300, 200, 800]);
  });

  it("lie within the weights the cut files keep", () => {
    const files = fs
      .readdirSync(appDir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(tsx?|css)$/.test(file));
    const outside = files.flatMap((file) =>
      weightsUsed(fs.readFileSync(path.join(appDir, file), "utf8"))
        .filter((weight) => weight < fontWeights.min || weight > fontWeights.max)
        .map((weight) => `app/${file}: ${weight}`),
    );
    expect(outside, "widen fontWeights in app/styles/font-faces.ts and run `npm run fonts`").toEqual([]);
  });
});
