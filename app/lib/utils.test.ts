import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cn, themeNames } from "./utils";

/** The tokens the theme defines, by namespace: `--radius-card` → { radius: ["card"] }. */
function themeTokens(): Map<string, string[]> {
  const css = fs.readFileSync(path.resolve(import.meta.dirname, "../styles/app.css"), "utf8");
  const theme = css.match(/@theme\s*\{([\s\S]*?)\n\}/)?.[1];
  if (theme === undefined) throw new Error("app/styles/app.css has no @theme block");
  const tokens = new Map<string, string[]>();
  // `--text-title--line-height` is a modifier of `--text-title`, not a token of its own.
  for (const [, namespace = "", name = ""] of theme.matchAll(/^\s*--([a-z]+)-([a-z0-9]+(?:-[a-z0-9]+)*):/gm)) {
    tokens.set(namespace, [...(tokens.get(namespace) ?? []), name]);
  }
  return tokens;
}

const tokens = themeTokens();
const tokensOf = (namespace: string) => tokens.get(namespace) ?? [];

describe("the theme's tokens", () => {
  it("are read from app.css", () => {
    expect([...tokens.keys()].sort()).toEqual(["animate", "color", "font", "radius", "shadow", "text"]);
    expect(tokensOf("text")).toEqual(["display", "title"]);
    expect(tokensOf("color")).toContain("ink-muted");
  });

  it("are all known to cn() where tailwind-merge could not classify them itself", () => {
    expect(tokensOf("text")).toEqual(themeNames.text);
    expect(tokensOf("radius")).toEqual(themeNames.radius);
    expect(tokensOf("shadow")).toEqual(themeNames.shadow);
    expect(tokensOf("animate")).toEqual(themeNames.animate);
  });
});

describe("cn() with the theme's font sizes", () => {
  it.each(tokensOf("text"))("text-%s replaces and is replaced by another font size", (size) => {
    expect(cn(`text-${size}`, "text-lg")).toBe("text-lg");
    expect(cn("text-lg", `text-${size}`)).toBe(`text-${size}`);
  });

  it.each(tokensOf("text"))("text-%s keeps a text colour beside it", (size) => {
    expect(cn(`text-${size}`, "text-brand")).toBe(`text-${size} text-brand`);
    expect(cn("text-ink-muted", `text-${size}`)).toBe(`text-ink-muted text-${size}`);
  });
});

describe("cn() with the theme's colours", () => {
  it.each(tokensOf("color"))("text-%s replaces another text colour, not a size or a background", (colour) => {
    expect(cn("text-ink", `text-${colour}`)).toBe(`text-${colour}`);
    expect(cn(`text-${colour}`, "text-sm")).toBe(`text-${colour} text-sm`);
    expect(cn(`bg-${colour}`, `text-${colour}`)).toBe(`bg-${colour} text-${colour}`);
  });

  it.each(tokensOf("color"))("bg-%s and border-%s replace their own kind only", (colour) => {
    expect(cn("bg-card", `bg-${colour}`)).toBe(`bg-${colour}`);
    expect(cn("border-line", `border-${colour}`)).toBe(`border-${colour}`);
    expect(cn("border-2", `border-${colour}`)).toBe(`border-2 border-${colour}`);
  });
});

describe("cn() with the theme's radii, shadows and animations", () => {
  it.each(tokensOf("radius"))("rounded-%s replaces and is replaced by another radius", (radius) => {
    expect(cn(`rounded-${radius}`, "rounded-xl")).toBe("rounded-xl");
    expect(cn("rounded-xl", `rounded-${radius}`)).toBe(`rounded-${radius}`);
    expect(cn(`rounded-${radius}`, "rounded-t-none")).toBe(`rounded-${radius} rounded-t-none`);
  });

  it.each(tokensOf("shadow"))("shadow-%s replaces another shadow and keeps a shadow colour", (shadow) => {
    expect(cn(`shadow-${shadow}`, "shadow-lg")).toBe("shadow-lg");
    expect(cn("shadow-none", `shadow-${shadow}`)).toBe(`shadow-${shadow}`);
    expect(cn(`shadow-${shadow}`, "shadow-brand/20")).toBe(`shadow-${shadow} shadow-brand/20`);
  });

  it.each(tokensOf("animate"))("animate-%s replaces another animation", (animation) => {
    expect(cn(`animate-${animation}`, "animate-none")).toBe("animate-none");
    expect(cn("animate-spin", `animate-${animation}`)).toBe(`animate-${animation}`);
  });
});

describe("cn() with the components' own classes", () => {
  const container = "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8";

  it("lets a page narrow the Container", () => {
    expect(cn(container, "max-w-4xl pt-10 sm:pt-14")).toBe(
      "mx-auto w-full px-4 sm:px-6 lg:px-8 max-w-4xl pt-10 sm:pt-14",
    );
  });

  it("keeps a padding side beside the padding it refines", () => {
    expect(cn("block w-full rounded-xl px-4 text-base", "h-12 appearance-none pr-11")).toBe(
      "block w-full rounded-xl px-4 text-base h-12 appearance-none pr-11",
    );
  });

  it("replaces a button size's font size and keeps its pill radius", () => {
    expect(cn("inline-flex rounded-pill font-semibold h-9 px-4 text-sm", "text-title")).toBe(
      "inline-flex rounded-pill font-semibold h-9 px-4 text-title",
    );
  });

  it("drops falsy parts and keeps variant-prefixed classes apart", () => {
    expect(cn("size-4 transition-transform", false, undefined, null, "rotate-180")).toBe(
      "size-4 transition-transform rotate-180",
    );
    expect(cn("text-ink hover:text-brand", "text-brand-strong")).toBe("hover:text-brand text-brand-strong");
  });
});
