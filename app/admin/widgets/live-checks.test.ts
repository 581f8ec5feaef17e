import { afterEach, expect, test, vi } from "vitest";
import { createLiveChecks } from "./live-checks";

afterEach(() => {
  vi.useRealTimers();
});

test("after a change, once the editor pauses, every live field is checked again; the others are not", () => {
  vi.useFakeTimers();
  const checks = createLiveChecks(100);
  const live = { live: true, recheck: vi.fn() };
  const untouched = { live: false, recheck: vi.fn() };
  checks.add(live);
  checks.add(untouched);
  checks.changed();
  vi.advanceTimersByTime(60);
  checks.changed();
  vi.advanceTimersByTime(60);
  expect(live.recheck).not.toHaveBeenCalled();
  vi.advanceTimersByTime(60);
  expect(live.recheck).toHaveBeenCalledTimes(1);
  expect(untouched.recheck).not.toHaveBeenCalled();
});

test("a field no longer drawn is not checked", () => {
  vi.useFakeTimers();
  const checks = createLiveChecks(10);
  const gone = { live: true, recheck: vi.fn() };
  checks.add(gone);
  checks.delete(gone);
  checks.changed();
  vi.advanceTimersByTime(20);
  expect(gone.recheck).not.toHaveBeenCalled();
});
