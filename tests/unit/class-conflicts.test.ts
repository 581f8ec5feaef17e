import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cn } from "~/lib/utils";
import { conflictingClasses, themeNames } from "../e2e/class-conflicts";

/**
 * The classes that take effect when `parts` share one element: each overridden class
 * (conflictingClasses) and each repeated name left out. Written as tailwind-merge's output, which these cases
 * were first written against.
 */
function kept(...parts: string[]): string {
  const classes = parts.join(" ").split(/\s+/).filter(Boolean);
  const overridden = new Set(conflictingClasses(classes.join(" ")));
  return [...new Set(classes)].filter((name) => !overridden.has(name)).join(" ");
}

/**
 * The tokens the theme defines, by namespace: `--radius-card` → { radius: ["card"] }. The
 * theme is app.css's `@theme` block and fonts.css's, which `npm run fonts` writes with the
 * font stack (app/styles/font-faces.ts).
 */
function themeTokens(): Map<string, string[]> {
  const theme = ["app.css", "fonts.css"]
    .map((name) => {
      const css = fs.readFileSync(path.resolve(import.meta.dirname, "../../app/styles", name), "utf8");
      const block = css.match(/@theme\s*\{([\s\S]*?)\n\}/)?.[1];
      if (block === undefined) throw new Error(`app/styles/${name} has no @theme block`);
      return block;
    })
    .join("\n");
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
  it("are read from app.css and fonts.css", () => {
    expect([...tokens.keys()].sort()).toEqual(["animate", "color", "font", "radius", "shadow", "text"]);
    expect(tokensOf("text")).toEqual(["display", "title"]);
    expect(tokensOf("color")).toContain("ink-muted");
    expect(tokensOf("font")).toEqual(["sans"]);
  });

  it("are all known to the conflict check where tailwind-merge could not classify them itself", () => {
    expect(tokensOf("text")).toEqual(themeNames.text);
    expect(tokensOf("radius")).toEqual(themeNames.radius);
    expect(tokensOf("shadow")).toEqual(themeNames.shadow);
    expect(tokensOf("animate")).toEqual(themeNames.animate);
  });
});

describe("the conflict check with the theme's font sizes", () => {
  it.each(tokensOf("text"))("text-%s replaces and is replaced by another font size", (size) => {
    expect(kept(`text-${size}`, "text-lg")).toBe("text-lg");
    expect(kept("text-lg", `text-${size}`)).toBe(`text-${size}`);
  });

  it.each(tokensOf("text"))("text-%s keeps a text colour beside it", (size) => {
    expect(kept(`text-${size}`, "text-brand")).toBe(`text-${size} text-brand`);
    expect(kept("text-ink-muted", `text-${size}`)).toBe(`text-ink-muted text-${size}`);
  });
});

describe("the conflict check with the theme's colours", () => {
  it.each(tokensOf("color"))("text-%s replaces another text colour, not a size or a background", (colour) => {
    expect(kept("text-ink", `text-${colour}`)).toBe(`text-${colour}`);
    expect(kept(`text-${colour}`, "text-sm")).toBe(`text-${colour} text-sm`);
    expect(kept(`bg-${colour}`, `text-${colour}`)).toBe(`bg-${colour} text-${colour}`);
  });

  it.each(tokensOf("color"))("bg-%s and border-%s replace their own kind only", (colour) => {
    expect(kept("bg-card", `bg-${colour}`)).toBe(`bg-${colour}`);
    expect(kept("border-line", `border-${colour}`)).toBe(`border-${colour}`);
    expect(kept("border-2", `border-${colour}`)).toBe(`border-2 border-${colour}`);
  });
});

describe("the conflict check with the theme's radii, shadows and animations", () => {
  it.each(tokensOf("radius"))("rounded-%s replaces and is replaced by another radius", (radius) => {
    expect(kept(`rounded-${radius}`, "rounded-xl")).toBe("rounded-xl");
    expect(kept("rounded-xl", `rounded-${radius}`)).toBe(`rounded-${radius}`);
    expect(kept(`rounded-${radius}`, "rounded-t-none")).toBe(`rounded-${radius} rounded-t-none`);
  });

  it.each(tokensOf("shadow"))("shadow-%s replaces another shadow and keeps a shadow colour", (shadow) => {
    expect(kept(`shadow-${shadow}`, "shadow-lg")).toBe("shadow-lg");
    expect(kept("shadow-none", `shadow-${shadow}`)).toBe(`shadow-${shadow}`);
    expect(kept(`shadow-${shadow}`, "shadow-brand/20")).toBe(`shadow-${shadow} shadow-brand/20`);
  });

  it.each(tokensOf("animate"))("animate-%s replaces another animation", (animation) => {
    expect(kept(`animate-${animation}`, "animate-none")).toBe("animate-none");
    expect(kept("animate-spin", `animate-${animation}`)).toBe(`animate-${animation}`);
  });
});

describe("the conflict check on classes the components combine", () => {
  const container = "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8";

  it("sees a page's width over the Container's", () => {
    expect(kept(container, "max-w-4xl pt-10 sm:pt-14")).toBe(
      "mx-auto w-full px-4 sm:px-6 lg:px-8 max-w-4xl pt-10 sm:pt-14",
    );
  });

  it("keeps a padding side beside the padding it refines", () => {
    expect(kept("block w-full rounded-xl px-4 text-base", "h-12 appearance-none pr-11")).toBe(
      "block w-full rounded-xl px-4 text-base h-12 appearance-none pr-11",
    );
  });

  it("replaces a button size's font size and keeps its pill radius", () => {
    expect(kept("inline-flex rounded-pill font-semibold h-9 px-4 text-sm", "text-title")).toBe(
      "inline-flex rounded-pill font-semibold h-9 px-4 text-title",
    );
  });

  it("keeps variant-prefixed classes apart", () => {
    expect(conflictingClasses("size-4 transition-transform rotate-180")).toEqual([]);
    expect(kept("text-ink hover:text-brand", "text-brand-strong")).toBe("hover:text-brand text-brand-strong");
  });
});

describe("cn()", () => {
  it("joins class names and drops falsy parts, without settling conflicts", () => {
    expect(cn("size-4 transition-transform", false, undefined, null, "rotate-180")).toBe(
      "size-4 transition-transform rotate-180",
    );
    expect(cn("text-ink", "text-brand")).toBe("text-ink text-brand");
  });
});
