/**
 * The registry as written by hand, once: every other test takes its list of the collections
 * from app/content/registry.ts (tests/unit/collection-lists.test.ts holds them to that), so
 * a collection dropped or renamed there would pass them all. This one does not derive its
 * expectation: a change to the registry's collections, their files, /admin labels or pages
 * is a change to this table too, made on purpose.
 */
import { expect, test } from "vitest";
import { registeredCollections } from "~/content/registry";

test("the registry's collections, in its order: name, files, /admin label and page", () => {
  const collections = registeredCollections.map(([name, definition]) => [
    name,
    definition.files,
    definition.label,
    definition.page ?? null,
  ]);
  expect(collections).toEqual([
    ["blog", "blog/<slug>.md", "Blog articles", "/blog/<id>"],
    ["events", "events/<slug>.md", "Events", "/events/<id>"],
    ["board", "board/<yyyy>-<yyyy>.yaml", "Board years", "/board/<id>"],
    ["representatives", "representatives/<yyyy>-<yyyy>.yaml", "Student representatives", "/representatives/<id>"],
    ["you-said-we-did", "you-said-we-did/<slug>.md", "You said, we did", "/you-said-we-did#item-<id>"],
    ["teams", "teams/<slug>.md", "Teams", "/teams/<id>"],
    ["roles", "roles/<slug>.md", "Roles", "/join/role/<id>"],
    ["gallery", "gallery/<yyyy>/album.yaml", "Photo albums", "/photos"],
    ["home", "home.yaml", "Home", "/"],
    ["about", "about.yaml", "About", "/about"],
    ["join", "join.yaml", "Join Us", "/join"],
    ["program", "program.yaml", "Program", "/program"],
    ["teams-overview", "teams.yaml", "Teams overview", "/teams"],
    ["accessibility", "accessibility.yaml", "Accessibility statement", "/accessibility"],
    ["support", "support/support.yaml", "Student Support page (resources and group chats)", "/student-support"],
    ["site", "site.yaml", "Site settings", null],
  ]);
});
