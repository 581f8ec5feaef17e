import { describe, expect, test, vi } from "vitest";
import { shareOrCopy } from "./share";

const data = { title: "Winter Gala", url: "https://sr.test/events/winter-gala" };

describe("shareOrCopy", () => {
  test("opens the share sheet with the title and address where there is one, and copies nothing", async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareOrCopy(data, { share, clipboard: { writeText } })).toBe("shared");
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  test("a closed share sheet is not a failure and copies nothing", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("Share canceled", "AbortError");
    });
    const writeText = vi.fn(async () => {});
    expect(await shareOrCopy(data, { share, clipboard: { writeText } })).toBe("shared");
    expect(writeText).not.toHaveBeenCalled();
  });

  test("without a share sheet (or one that refuses) the address goes to the clipboard", async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareOrCopy(data, { clipboard: { writeText } })).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(data.url);
    const refused = vi.fn(async () => {
      throw new DOMException("Not allowed", "NotAllowedError");
    });
    expect(await shareOrCopy(data, { share: refused, clipboard: { writeText } })).toBe("copied");
    expect(await shareOrCopy(data, { share: refused, canShare: () => false, clipboard: { writeText } })).toBe("copied");
    expect(refused).toHaveBeenCalledTimes(1);
  });

  test("fails when neither the share sheet nor the clipboard works", async () => {
    expect(await shareOrCopy(data, {})).toBe("failed");
    const writeText = vi.fn(async () => {
      throw new DOMException("Denied", "NotAllowedError");
    });
    expect(await shareOrCopy(data, { clipboard: { writeText } })).toBe("failed");
  });
});
