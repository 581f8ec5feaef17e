/**
 * The health check tells a board member which /admin collection to open; each name it
 * gives is the name /admin's own menu shows for that file (app/admin/cms-config.ts).
 */
import { expect, test } from "vitest";
import { cmsCollections } from "~/admin/cms-config";
import { adminCollectionOf } from "~/lib/site-health";

/** The name in /admin's menu of the collection that edits `relative` (a path in the content folder). */
function menuName(relative: string): string | undefined {
  for (const collection of cmsCollections("content")) {
    if (
      "folder" in collection &&
      collection.folder &&
      relative.startsWith(`${collection.folder.slice("content/".length)}/`)
    ) {
      return collection.label;
    }
    const file = collection.files?.find((candidate) => candidate.file === `content/${relative}`);
    if (file) return collection.files?.length === 1 ? collection.label : `${collection.label} → ${file.label}`;
  }
  return undefined;
}

test.each([
  "blog/a-post.md",
  "events/quiz.md",
  "board/2026-2027.yaml",
  "representatives/2026-2027.yaml",
  "you-said-we-did/item.md",
  "teams/events.md",
  "roles/event-manager.md",
  "gallery/2025/album.yaml",
  "support/support.yaml",
  "site.yaml",
  "home.yaml",
  "about.yaml",
  "join.yaml",
  "program.yaml",
  "teams.yaml",
])("%s is edited in /admin under the name the report gives", (relative) => {
  expect(menuName(relative)).toBeDefined();
  expect(adminCollectionOf(relative)).toBe(menuName(relative));
});
