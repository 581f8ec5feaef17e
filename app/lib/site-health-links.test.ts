import { expect, test } from "vitest";
import { type LinkResult, linkFindings, statusVerdict } from "./site-health-links";

test("only 404 and 410 are broken; every other failure could not be checked", () => {
  const verdicts = [200, 204, 400, 401, 403, 404, 405, 410, 429, 500, 503, 999].map(
    (status) => `${status}:${statusVerdict(status).verdict}`,
  );
  expect(verdicts).toEqual([
    "200:ok",
    "204:ok",
    "400:unchecked",
    "401:unchecked",
    "403:unchecked",
    "404:broken",
    "405:unchecked",
    "410:broken",
    "429:unchecked",
    "500:unchecked",
    "503:unchecked",
    "999:unchecked",
  ]);
});

const gone = (url: string): LinkResult => ({
  url,
  answer: { kind: "status", status: 404, finalUrl: url },
  resolved: true,
});

test("a broken address names every place it is written and the /admin collections to open", () => {
  const [finding] = linkFindings([gone("https://forms.gle/old")], () => [
    { file: "content/events/quiz.md", line: 3, field: "registrationUrl", admin: "Events" },
    { file: "content/site.yaml", line: 22, field: "links.subscribeForm", admin: "Site settings" },
  ]);
  expect(finding).toEqual({
    urgency: "broken",
    kind: "broken-link",
    problem: "https://forms.gle/old: the page does not exist (404 Not Found).",
    admin: "Events, Site settings",
    where: ["content/events/quiz.md:3 (registrationUrl)", "content/site.yaml:22 (links.subscribeForm)"],
    todo: "Open it in a browser. If it is gone, write the new address, or remove the link.",
  });
});

test("a broken group chat invite: ask the group's admin for its current link", () => {
  const [finding] = linkFindings([gone("https://chat.whatsapp.com/Old")], () => []);
  expect(finding?.todo).toMatch(/^Ask the group's admin for its current invite link/);
});

test("with only samples on example domains, the run says no link was checked", () => {
  expect(linkFindings([], () => [], { samples: 12 })).toEqual([
    expect.objectContaining({
      urgency: "info",
      kind: "links-all-samples",
      problem:
        "No link to another site was checked: all 12 addresses of other sites are still samples on example domains (placeholders).",
    }),
  ]);
  expect(linkFindings([], () => [])).toEqual([]);
});
