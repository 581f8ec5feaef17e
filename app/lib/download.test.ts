// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { downloadFile, photoFileName, saveBlob } from "./download";

describe("photoFileName", () => {
  test("names a photo SR-Photo-{year}-{n}.png", () => {
    expect(photoFileName("2025", 3)).toBe("SR-Photo-2025-3.png");
    expect(photoFileName("2024", 12, "/_img/photo-12-abc123.png")).toBe("SR-Photo-2024-12.png");
  });

  test("keeps the original's extension when a real photo is a JPEG", () => {
    expect(photoFileName("2025", 1, "/_img/photo-01-abc.JPG?v=2")).toBe("SR-Photo-2025-1.jpg");
  });
});

describe("saving", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function stubObjectUrls() {
    const create = vi.fn(() => "blob:photo");
    const revoke = vi.fn();
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    return { create, revoke };
  }

  test("saveBlob clicks a temporary anchor with the file name, then cleans up", () => {
    vi.useFakeTimers();
    const { revoke } = stubObjectUrls();
    const clicked: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.getAttribute("href") ?? "" });
    });

    saveBlob(new Blob(["png"]), "SR-Photo-2025-1.png");

    expect(click).toHaveBeenCalledOnce();
    expect(clicked).toEqual([{ download: "SR-Photo-2025-1.png", href: "blob:photo" }]);
    expect(document.querySelector("a")).toBeNull();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith("blob:photo");
  });

  test("downloadFile GETs the URL and saves the body", async () => {
    stubObjectUrls();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const fetchImpl = vi.fn(async () => new Response("png-bytes", { status: 200 }));

    await downloadFile("/_img/photo-01.png", "SR-Photo-2025-1.png", { fetchImpl });

    expect(fetchImpl).toHaveBeenCalledWith("/_img/photo-01.png");
    expect(click).toHaveBeenCalledOnce();
  });

  test("downloadFile rejects on an error answer and saves nothing", async () => {
    stubObjectUrls();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const fetchImpl = vi.fn(async () => new Response("nope", { status: 500 }));

    await expect(downloadFile("/_img/photo-01.png", "x.png", { fetchImpl })).rejects.toThrow(/HTTP 500/);
    expect(click).not.toHaveBeenCalled();
  });
});
