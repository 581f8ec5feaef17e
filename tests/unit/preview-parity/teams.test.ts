/**
 * The /admin preview and the build map a content file to the page's data with the same
 * schema and the same mappers: for every file of the fixture site's teams, the preview's
 * path (the file's values as Decap holds them, through the collection's preview mapper)
 * gives the data the loader gives the page. Only the images differ by design (the build
 * makes responsive variants, the preview shows the picked file): each is compared by the
 * file it shows.
 */
import { expect, test, vi } from "vitest";
import { roleTitleFromEntry, teamEntryData, teamFromEntry } from "~/admin/previews/team";
import { teamPageSources } from "~/admin/previews/teams-preview";
import { findTeam } from "~/content/teams.server";
import { asWritten, fixtureEntries, imagesByFile } from "../../helpers/fixture-entries";

// Image resolution as written (the image pipeline has its own tests).
vi.mock("~/content/images.server", () => import("../../setup/images-mock"));

test("the preview's mapper gives each fixture team the page's data, with the role's title from the role's file", () => {
  const roles = new Map(fixtureEntries(teamPageSources.roles).map(({ slug, entry }) => [slug, entry]));
  const entries = fixtureEntries("teams");
  expect(entries.length).toBe(4);
  for (const { slug, entry } of entries) {
    const data = teamEntryData(entry);
    const role = roles.get(data.roleId);
    const preview = teamFromEntry(entry, data, asWritten, role && roleTitleFromEntry(role));
    expect(imagesByFile(preview), slug).toEqual(imagesByFile(findTeam(slug)));
  }
});
