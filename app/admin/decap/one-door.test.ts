/**
 * Decap's internals are read in app/admin/decap/ alone (ADR 043): no other module of
 * /admin names one of the internals the adapter wraps. A module that needs a new one adds
 * it to the adapter, with its contract test, and adds its mark here.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const adminDir = path.resolve(import.meta.dirname, "..");

/** Marks of Decap's internals in source text: what the adapter alone may write. */
const internals = [
  "empty.svg",
  "-field-",
  "newRecord",
  "mediaPaths",
  "onRemoveInsertedMedia",
  "isLoadingAsset",
  "findKey(",
  '[class*="',
  "nc-fileUploadButton",
  "decap-cms-core/dist",
  "decap-cms-core/src",
];

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "decap" ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

test("no module of /admin outside the adapter names one of Decap's internals", () => {
  const files = sources(adminDir);
  expect(files.length, "the modules of /admin are read").toBeGreaterThan(20);
  const found = files.flatMap((file) => {
    const text = fs.readFileSync(file, "utf8");
    return internals.filter((mark) => text.includes(mark)).map((mark) => `${path.relative(adminDir, file)}: ${mark}`);
  });
  expect(found, "move these into app/admin/decap/adapter.ts (with a contract test)").toEqual([]);
});
