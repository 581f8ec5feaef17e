import { describe, expect, test } from "vitest";
import { isRefusedSave } from "./decap/adapter";
import { quietRefusedSaves } from "./refused-save";

describe("Decap's refused save", () => {
  test("its rejection without a reason is marked handled; any other rejection is left to the console", () => {
    const target = new EventTarget();
    quietRefusedSaves(target as unknown as Window);
    const rejection = (reason: unknown) => {
      const event = Object.assign(new Event("unhandledrejection", { cancelable: true }), { reason });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(rejection(undefined)).toBe(true);
    expect(rejection(new Error("network down"))).toBe(false);
    expect(rejection("a message")).toBe(false);
  });

  test("is told by its empty reason", () => {
    expect(isRefusedSave({ reason: undefined })).toBe(true);
    expect(isRefusedSave({ reason: null })).toBe(false);
  });
});
