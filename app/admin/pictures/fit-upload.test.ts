/**
 * What the upload check decides for each kind of file, with the browser's decoding and
 * drawing stood in for (the real ones run in tests/e2e/admin-pictures.spec.ts): kept,
 * made to fit, converted or refused, in the content check's words.
 */
import { describe, expect, test, vi } from "vitest";
import { imageLimits } from "~/lib/image-rules";
import { fitUpload, type PictureTools } from "./fit-upload";
import type { Pixels, Redrawn } from "./redraw";

const MB = 1024 * 1024;

/** A file of `size` bytes (its content does not matter to the stand-in decoder). */
const fileOf = (name: string, size: number, type = "") => new File([new Uint8Array(size)], name, { type });

/** Decoders that "decode" any file to `width` × `height`, and a redraw that fits as asked. */
function tools({ width = 2000, height = 1500, transparent = false, redrawnBytes = 2 * MB, fails = false } = {}) {
  const pixels = (): Pixels => ({ width, height, close: vi.fn() }) as unknown as Pixels;
  const decode = vi.fn(async () => {
    if (fails) throw new Error("not a picture");
    return pixels();
  });
  const redraw = vi.fn(async (source: Pixels, options: Parameters<PictureTools["redraw"]>[1]): Promise<Redrawn> => {
    const scale = Math.min(1, options.longSide / Math.max(source.width, source.height));
    const type = options.mayBeTransparent && transparent ? "image/png" : "image/jpeg";
    return {
      blob: new Blob([new Uint8Array(redrawnBytes)]),
      width: Math.round(source.width * scale),
      height: Math.round(source.height * scale),
      type,
    };
  });
  return { decode, decodeHeic: decode, redraw } satisfies PictureTools;
}

describe("kept as it is", () => {
  test("a picture within the size limit and the long side", async () => {
    const file = fileOf("stage.jpg", 3 * MB);
    const given = tools({ width: imageLimits.longSide, height: 1000 });
    expect(await fitUpload(file, given)).toEqual({ kind: "kept", file });
    expect(given.redraw).not.toHaveBeenCalled();
  });

  test("a small AVIF, which the site reads but the browser need not redraw", async () => {
    const file = fileOf("poster.avif", MB);
    expect(await fitUpload(file, tools())).toEqual({ kind: "kept", file });
  });
});

describe("made to fit", () => {
  test("a phone's JPEG over the size limit: drawn again at most the long side, a JPEG, saying what was done", async () => {
    const given = tools({ width: 3024, height: 4032 });
    const outcome = await fitUpload(fileOf("IMG_2024.JPG", 12.6 * MB, "image/jpeg"), given);
    expect(given.redraw).toHaveBeenCalledWith(expect.anything(), {
      orientation: 1,
      longSide: imageLimits.longSide,
      mayBeTransparent: false,
    });
    expect(outcome).toMatchObject({ kind: "changed", file: { name: "IMG_2024.jpg", type: "image/jpeg" } });
    expect(outcome.kind === "changed" && outcome.note).toMatch(
      /^IMG_2024\.JPG \(3024 × 4032 px, 12\.6 MB\) was made to fit: IMG_2024\.jpg, \d+ × \d+ px, 2\.0 MB, upright, without its camera data \(such as the location\)\.$/,
    );
  });

  test("a picture longer than the long side, though small in bytes", async () => {
    const given = tools({ width: imageLimits.longSide + 1, height: 1000 });
    const outcome = await fitUpload(fileOf("banner.webp", MB), given);
    expect(outcome).toMatchObject({ kind: "changed", file: { name: "banner.jpg" } });
    expect(given.redraw.mock.calls[0]?.[1]).toMatchObject({ mayBeTransparent: true });
  });

  test("a transparent PNG stays a PNG; an opaque one becomes a JPEG", async () => {
    const large = () => fileOf("logo.png", 11 * MB, "image/png");
    expect(await fitUpload(large(), tools({ transparent: true }))).toMatchObject({
      file: { name: "logo.png", type: "image/png" },
    });
    expect(await fitUpload(large(), tools({ transparent: false }))).toMatchObject({
      file: { name: "logo.jpg", type: "image/jpeg" },
    });
  });
});

describe("converted", () => {
  test("an iPhone HEIC photo becomes a JPEG, however small, with the HEIC decoder", async () => {
    const given = tools({ width: 1200, height: 900 });
    const outcome = await fitUpload(fileOf("IMG_0042.HEIC", 2 * MB, "image/heic"), given);
    expect(given.decodeHeic).toHaveBeenCalledTimes(1);
    expect(outcome).toMatchObject({ kind: "changed", file: { name: "IMG_0042.jpg", type: "image/jpeg" } });
    expect(outcome.kind === "changed" && outcome.note).toMatch(
      /^IMG_0042\.HEIC was converted to JPEG: IMG_0042\.jpg, 1200 × 900 px/,
    );
  });
});

describe("refused, in the content check's words", () => {
  test.each([
    ["minutes.pdf", /^minutes\.pdf is a PDF file, which the site does not use/],
    ["party.gif", /^party\.gif is a GIF file/],
    ["notes", /^notes is a file without an extension file/],
  ])("%s", async (name, says) => {
    const given = tools();
    const outcome = await fitUpload(fileOf(name, 1000), given);
    expect(outcome.kind === "refused" && outcome.message).toMatch(says);
    expect(given.decode).not.toHaveBeenCalled();
  });

  test("a file named as a picture that cannot be read as one", async () => {
    const outcome = await fitUpload(fileOf("IMG_0099.HEIC", 12), tools({ fails: true }));
    expect(outcome).toEqual({
      kind: "refused",
      message: "IMG_0099.HEIC could not be read as a picture → open it on your computer and save it again as JPEG",
    });
  });

  test("a picture still over the limit once drawn again", async () => {
    const outcome = await fitUpload(fileOf("map.png", 30 * MB), tools({ transparent: true, redrawnBytes: 11 * MB }));
    expect(outcome.kind === "refused" && outcome.message).toMatch(
      /^map\.png, even made \d+ × \d+ px, is 11\.0 MB, more than 10 MB/,
    );
  });
});
