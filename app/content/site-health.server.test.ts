/**
 * What the health check reads from content: every outbound address with each place it is
 * written (sample values and the site's own address left out), and the findings of the
 * fixture content on a fixed day.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { amsterdamInstant } from "~/lib/event-dates";
import { contentRoot, displayPath } from "./load.server";
import { registry } from "./registry";
import { contentFindings, outboundLinks } from "./site-health.server";

const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sr-links-")), "content");
afterAll(() => fs.rmSync(path.dirname(root), { recursive: true, force: true }));

test("every outbound address, once, with each place it is written; example domains and the site itself left out", () => {
  fs.mkdirSync(path.join(root, "events"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "site.yaml"),
    [
      "site:",
      "  url: https://sr-rsm.nl",
      "links:",
      "  instagram: https://www.instagram.com/sr.rsm",
      "  tiktok: https://www.tiktok.com/@sr.rsm.example",
      "  form: https://forms.example.org/apply",
      "  home: https://sr-rsm.nl/about",
      "  mail: mailto:info@sr-rsm.nl",
      "",
    ].join("\n"),
  );
  fs.writeFileSync(
    path.join(root, "events", "quiz.md"),
    [
      "---",
      "title: Quiz",
      "registrationUrl: https://forms.gle/AbC123",
      "---",
      "",
      "Sign up at https://forms.gle/AbC123. Or join the group: https://chat.whatsapp.com/Invite42!",
      "Follow [us](https://www.instagram.com/sr.rsm) too.",
      "",
    ].join("\n"),
  );
  const { links, samples } = outboundLinks("https://sr-rsm.nl", root);
  const shown = (file: string) => `content/${file}`;
  expect(Object.fromEntries(links)).toEqual({
    "https://forms.gle/AbC123": [
      { file: shown("events/quiz.md"), line: 3, field: "registrationUrl", admin: "Events" },
      { file: shown("events/quiz.md"), line: 6, field: "text", admin: "Events" },
    ],
    "https://chat.whatsapp.com/Invite42": [{ file: shown("events/quiz.md"), line: 6, field: "text", admin: "Events" }],
    // A sample account on a real site: a visitor really goes there, so it is asked.
    "https://www.tiktok.com/@sr.rsm.example": [
      { file: shown("site.yaml"), line: 5, field: "links.tiktok", admin: "Site settings" },
    ],
    "https://www.instagram.com/sr.rsm": [
      { file: shown("events/quiz.md"), line: 7, field: "text", admin: "Events" },
      { file: shown("site.yaml"), line: 4, field: "links.instagram", admin: "Site settings" },
    ],
  });
  expect(samples).toBe(1);
});

test("the fixture content on a fixed day: its open items and the missing academic year", () => {
  const kinds = contentFindings(amsterdamInstant("2026-11-28")).map((finding) => `${finding.urgency}:${finding.kind}`);
  expect(kinds).toEqual(
    expect.arrayContaining([
      "stale:board-year-missing",
      "stale:representatives-year-missing",
      "stale:said-item-stuck",
      "info:placeholders",
    ]),
  );
  // The fixture's events of 2099 are upcoming: the events page is not empty.
  expect(kinds).not.toContain("stale:no-upcoming-event");
});

test("the fixture's accessibility statement, reviewed on 2026-03-16, is listed from 2027-03-17, with its file and its place in /admin", () => {
  const dueOn = (day: string) =>
    contentFindings(amsterdamInstant(day)).filter((finding) => finding.kind === "statement-review-due");
  expect(dueOn("2027-03-16")).toEqual([]);
  expect(dueOn("2027-03-17")).toEqual([
    expect.objectContaining({
      urgency: "stale",
      admin: "Pages → Accessibility statement",
      where: [displayPath(path.join(contentRoot, registry.accessibility.files))],
    }),
  ]);
});
