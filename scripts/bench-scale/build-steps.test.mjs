/** The build's steps timed from its own lines, as `npm run build` prints them. */
import { expect, test } from "vitest";
import { buildSteps, childrenCpuSeconds, stepTimes } from "./build-steps.mjs";

const line = (at, text) => ({ at, text });
const build = [
  line(100, "> node scripts/build.mjs"),
  line(2_000, "content OK: 20 articles, 13 events"),
  line(2_100, "228 placeholders to replace before launch"),
  line(3_000, "vite v8.3.8 building client environment for production..."),
  line(9_000, "images: 93 sources → 640 variants (0 encoded, 640 cached, 0 stale removed)"),
  line(9_100, "transforming..."),
  line(14_000, "rendering chunks..."),
  line(15_000, "social cards: 0 encoded, 33 from the cache"),
  line(16_000, "✓ built in 7.35s"),
  line(17_000, "  ⚠️  Future Flag Warning: Route middleware support is changing in React Router v8."),
  line(20_000, "Prerender (data): / -> build/client/_root.data"),
  line(21_000, "Prerender (html): / -> build/client/index.html"),
  line(28_000, "Prerender (html): /blog/x -> build/client/blog/x/index.html"),
  line(29_000, "search index: 194 records of 68 pages"),
  line(35_000, "postbuild: 70 HTML pages secured and precompressed"),
  line(47_000, "host limits: 1,862 of 20,000 files"),
  line(47_100, "build: published build/client"),
];

test("each step lasts from the line that ends the one before to its own; the last ends with the build", () => {
  expect(stepTimes(build, 48_000)).toEqual([
    { name: "content check", ms: 2_000 },
    { name: "image variants", ms: 7_000 },
    { name: "client bundle", ms: 5_000 },
    { name: "social cards", ms: 1_000 },
    { name: "server bundle", ms: 5_000 },
    { name: "prerender", ms: 8_000 },
    { name: "search index", ms: 1_000 },
    { name: "post-build", ms: 6_000 },
    { name: "/admin", ms: 12_000 },
    { name: "host limits, publishing", ms: 1_000 },
  ]);
  expect(buildSteps.map((step) => step.name)).toHaveLength(10);
});

test("a step whose line is missing is counted into the next step, not guessed", () => {
  const withoutCards = build.filter((entry) => !entry.text.startsWith("social cards"));
  const steps = stepTimes(withoutCards, 48_000);
  expect(steps.find((step) => step.name === "social cards")).toEqual({ name: "social cards", ms: null });
  expect(steps.find((step) => step.name === "server bundle")).toEqual({ name: "server bundle", ms: 6_000 });
  expect(steps.reduce((sum, step) => sum + (step.ms ?? 0), 0)).toBe(48_000);
});

test("the build's CPU time is the second line of bash's times: its children's user and system time", () => {
  expect(childrenCpuSeconds("0m0.012s 0m0.004s\n1m26.500s 0m6.250s\n")).toBe(92.75);
  expect(childrenCpuSeconds("")).toBeNull();
});
