import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { imageOutputs } from "../../scripts/images/outputs.mjs";

// A throwaway content folder and manifest: the module reads CONTENT_DIR when it loads.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "images-server-"));
const contentDir = path.join(root, "content");
const manifestFile = path.join(root, "image-manifest.json");

const variants = (format: string) =>
  [480, 800, 1200].map((width) => ({ width, src: `/_img/blog-01-abc-${width}.${format}` }));

type Module = typeof import("./images.server");
let mod: Module;

beforeAll(async () => {
  fs.mkdirSync(path.join(contentDir, "images/blog"), { recursive: true });
  fs.mkdirSync(path.join(contentDir, "blog"), { recursive: true });
  fs.writeFileSync(path.join(contentDir, "images/blog/blog-01.jpg"), "jpg");
  fs.writeFileSync(path.join(contentDir, "images/blog/new.jpg"), "jpg");
  fs.writeFileSync(
    manifestFile,
    JSON.stringify({
      "images/blog/blog-01.jpg": {
        width: 1600,
        height: 900,
        original: "/_img/blog-01-abc.jpg",
        avif: variants("avif"),
        webp: variants("webp"),
      },
    }),
  );
  vi.stubEnv("CONTENT_DIR", contentDir);
  vi.stubEnv("IMAGE_MANIFEST", manifestFile);
  vi.resetModules();
  mod = await import("./images.server");
});

beforeEach(() => {
  vi.stubEnv("CONTENT_DIR", contentDir);
  vi.stubEnv("IMAGE_MANIFEST", manifestFile);
});

afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("resolveImage", () => {
  it("resolves a path relative to the content file into srcsets and a mid-size fallback", () => {
    const asset = mod.resolveImage("blog/my-post.md", "../images/blog/blog-01.jpg", "image");
    expect(asset).toEqual({
      width: 1600,
      height: 900,
      src: "/_img/blog-01-abc-800.webp",
      original: "/_img/blog-01-abc.jpg",
      avifSrcset: "/_img/blog-01-abc-480.avif 480w, /_img/blog-01-abc-800.avif 800w, /_img/blog-01-abc-1200.avif 1200w",
      webpSrcset: "/_img/blog-01-abc-480.webp 480w, /_img/blog-01-abc-800.webp 800w, /_img/blog-01-abc-1200.webp 1200w",
    });
  });

  it("accepts an absolute content file path and a content-rooted reference", () => {
    const fromAbsolute = mod.resolveImage(
      path.join(contentDir, "blog/my-post.md"),
      "../images/blog/blog-01.jpg",
      "image",
    );
    const fromRoot = mod.resolveImage("blog/my-post.md", "/images/blog/blog-01.jpg", "image");
    expect(fromAbsolute.original).toBe("/_img/blog-01-abc.jpg");
    expect(fromRoot.original).toBe("/_img/blog-01-abc.jpg");
  });

  it("names the content file and the field when the image does not exist", () => {
    const call = () => mod.resolveImage("blog/my-post.md", "../images/blog/missing.jpg", "heroImage");
    expect(call).toThrow(expect.objectContaining({ name: "ContentError" }));
    expect(call).toThrow(/content\/blog\/my-post\.md, field "heroImage".*content\/images\/blog\/missing\.jpg/);
  });

  it("rejects paths outside content/ and web addresses", () => {
    expect(() => mod.resolveImage("blog/my-post.md", "../../secret.jpg", "image")).toThrow(
      /outside the content folder/,
    );
    expect(() => mod.resolveImage("blog/my-post.md", "https://example.com/a.jpg", "image")).toThrow(/web address/);
  });

  it("tells to run the image script when the manifest lacks the image", () => {
    const call = () => mod.resolveImage("blog/my-post.md", "../images/blog/new.jpg", "image");
    expect(call).toThrow(/content\/images\/blog\/new\.jpg.*not in the image manifest.*node scripts\/images\.mjs/);
  });

  it("reads the manifest the image script wrote for the content folder being read", () => {
    // Without IMAGE_MANIFEST: the outputs of CONTENT_DIR under the project root (here `root`).
    vi.stubEnv("IMAGE_MANIFEST", undefined);
    vi.spyOn(process, "cwd").mockReturnValue(root);
    const own = imageOutputs(contentDir, root).manifest;
    fs.mkdirSync(path.dirname(own), { recursive: true });
    const entry = {
      width: 640,
      height: 480,
      original: "/_img/own.jpg",
      avif: variants("avif"),
      webp: variants("webp"),
    };
    fs.writeFileSync(own, JSON.stringify({ "images/blog/new.jpg": entry }));
    expect(mod.resolveImage("blog/my-post.md", "../images/blog/new.jpg", "image")).toMatchObject({
      width: 640,
      original: "/_img/own.jpg",
    });
    // Another content folder's manifest is not this one's.
    expect(imageOutputs(path.join(root, "other-content"), root).manifest).not.toBe(own);
  });

  it("tells to run the image script when there is no manifest at all", () => {
    vi.stubEnv("IMAGE_MANIFEST", path.join(root, "nope.json"));
    expect(() => mod.resolveImage("blog/my-post.md", "../images/blog/blog-01.jpg", "image")).toThrow(
      /does not exist: run "node scripts\/images\.mjs"/,
    );
  });
});
