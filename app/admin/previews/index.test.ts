// @vitest-environment jsdom
/**
 * registerPreviews: the site's stylesheet, and the preview of each collection the registry
 * marks `previewed`, found by its file name (`<collection>-preview.tsx`); a previewed
 * collection without its preview, or a preview of no previewed collection, fails here, and
 * so does one whose test does not hold it to its page (tests/helpers/preview-is-the-page.tsx).
 */
import fs from "node:fs";
import { expect, test, vi } from "vitest";
import { registeredCollections } from "~/content/registry";
import { previewedCollections, previewTemplates, registerPreviews } from "./index";

test("registerPreviews registers the site's stylesheet and each previewed collection's preview, in the registry's order", () => {
  const registry = { registerPreviewTemplate: vi.fn(), registerPreviewStyle: vi.fn() };
  registerPreviews(registry);
  // Vitest stubs stylesheets (the URL is ''); admin-previews.spec.ts checks the styles the iframe gets.
  expect(registry.registerPreviewStyle).toHaveBeenCalledTimes(1);
  const previewed = registeredCollections.filter(([, definition]) => definition.previewed).map(([name]) => name);
  expect(previewed.length).toBeGreaterThan(0);
  // Then the site settings' list of values (settings-list.test.tsx), which has no page to be.
  const calls = registry.registerPreviewTemplate.mock.calls.filter(([name]) => name !== "site");
  expect(calls.map(([name]) => name)).toEqual(previewed);
  for (const [name, template] of calls) {
    expect(template, name).toBe(previewTemplates[name]);
    expect(template, name).toBeTypeOf("function");
  }
});

test("every preview module is named after a collection the registry previews", () => {
  expect(Object.keys(previewTemplates).sort()).toEqual([...previewedCollections].sort());
});

test("a previewed collection without its preview module fails to register, naming the file to add", () => {
  const registry = { registerPreviewTemplate: vi.fn(), registerPreviewStyle: vi.fn() };
  const [first] = previewedCollections;
  if (first === undefined) throw new Error("the registry previews no collection");
  const kept = previewTemplates[first];
  delete (previewTemplates as Record<string, unknown>)[first];
  try {
    expect(() => registerPreviews(registry)).toThrow(`app/admin/previews/${first}-preview.tsx is missing`);
  } finally {
    (previewTemplates as Record<string, unknown>)[first] = kept;
  }
});

test("every previewed collection's preview test holds the preview to its page's view", () => {
  const untested = previewedCollections.filter((name) => {
    const file = `app/admin/previews/${name}-preview.test.tsx`;
    return !fs.existsSync(file) || !fs.readFileSync(file, "utf8").includes("expectPreviewToBeThePage(");
  });
  expect(untested).toEqual([]);
});
