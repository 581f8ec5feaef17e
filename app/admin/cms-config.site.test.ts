/** The site settings' form: what the editors may change there, without the CMS's own plumbing. */
import type { CmsCollectionFile, CmsField } from "decap-cms-core";
import { expect, test } from "vitest";
import { cmsCollections } from "./cms-config";

function file(collectionName: string, name: string): CmsCollectionFile {
  const found = cmsCollections()
    .find((entry) => entry.name === collectionName)
    ?.files?.find((entry) => entry.name === name);
  if (!found) throw new Error(`no file ${collectionName}/${name}`);
  return found;
}

/** Every field of a form, at every depth, by its path ('contact.infoEmail'). */
function fieldPaths(fields: readonly CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const nested = "fields" in field ? (field.fields as CmsField[] | undefined) : undefined;
    return [path, ...(nested ? fieldPaths(nested, path) : [])];
  });
}

test("the editors' forms leave out the CMS's own plumbing (repository, branch, sign-in)", () => {
  const site = fieldPaths(file("settings", "site").fields);
  expect(site).not.toContain("cms");
  expect(site.some((path) => /repository|branch|baseUrl|authEndpoint/.test(path))).toBe(false);
  expect(site).toContain("contact.infoEmail");
});
