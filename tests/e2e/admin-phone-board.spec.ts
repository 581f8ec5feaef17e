/**
 * /admin on a phone with a touch screen (390 × 844), every control tapped where it is drawn
 * (cms/pointer.ts): a new board year with two members written and published, which saves
 * exactly those two. On the real CMS (tests/e2e/cms/harness.ts); the phone's other
 * editing: admin-phone.spec.ts.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { decap } from "../../app/admin/decap/adapter";
import { openAdmin, publishNow } from "./cms/editor-page";
import { expect, test, waitForWrittenFile } from "./cms/harness";
import { press } from "./cms/pointer";
import { typeInto } from "./cms/touch";

/** The form's list field `label`, by its own label row (its items hold fields of their own). */
const listField = (page: Page, label: string) =>
  page.locator(decap.field).filter({ has: page.locator(`:scope > ${decap.fieldTopbar} > label`, { hasText: label }) });

test.describe("on a phone, by touch", () => {
  test("an editor adds a board year with two members, which saves exactly those two", async ({
    phonePage: page,
    cms,
  }) => {
    const year = "2032-2033";
    const file = path.join(cms.contentDir, "board", `${year}.yaml`);
    await openAdmin(page, cms, "#/collections/board/new");
    const members = listField(page, "Members");
    // No member to begin with (not even an empty one): the editor adds each.
    await expect(members.getByLabel("Name", { exact: true })).toHaveCount(0);
    await typeInto(page.getByLabel("Academic year"), year);
    for (const [index, member] of [
      { name: "Tess Nieuwland", role: "Chair" },
      { name: "Omar Haddad", role: "Treasurer" },
    ].entries()) {
      await press(members.getByRole("button", { name: "Add Member" }), { scroll: true });
      // A member added opens ready to fill.
      await expect(members.getByLabel("Name", { exact: true })).toHaveCount(index + 1);
      await typeInto(members.getByLabel("Name", { exact: true }).nth(index), member.name);
      await typeInto(members.getByLabel("Role", { exact: true }).nth(index), member.role);
    }
    await publishNow(page);
    await waitForWrittenFile(file);
    const saved = parseYaml(fs.readFileSync(file, "utf8")) as { members: Record<string, unknown>[] };
    expect(saved).toEqual({
      academicYear: year,
      members: [
        expect.objectContaining({ name: "Tess Nieuwland", role: "Chair" }),
        expect.objectContaining({ name: "Omar Haddad", role: "Treasurer" }),
      ],
    });
    // Without a photo (the card shows the initials), as the guide says a member may be added.
    for (const member of saved.members) expect(member).not.toHaveProperty("image");
  });
});
