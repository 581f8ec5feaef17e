import { expect, test } from "vitest";
import { isAppleDevice } from "./apple-device";

const userAgents = {
  iPhone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  iPad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  linux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
};

test.each([
  ["iPhone", userAgents.iPhone, "iPhone"],
  ["iPad", userAgents.iPad, "iPad"],
  ["Mac", userAgents.mac, "MacIntel"],
])("%s is an Apple device", (_name, userAgent, platform) => {
  expect(isAppleDevice({ userAgent, platform })).toBe(true);
});

test.each([
  ["Windows", userAgents.windows, "Win32"],
  ["Android", userAgents.android, "Linux armv8l"],
  ["Linux", userAgents.linux, "Linux x86_64"],
])("%s is not an Apple device", (_name, userAgent, platform) => {
  expect(isAppleDevice({ userAgent, platform, maxTouchPoints: 0 })).toBe(false);
});

test("a trimmed user agent is still recognised by the platform", () => {
  expect(isAppleDevice({ userAgent: "Mozilla/5.0", platform: "MacIntel" })).toBe(true);
  expect(isAppleDevice({ userAgent: "Mozilla/5.0", platform: "" })).toBe(false);
});
