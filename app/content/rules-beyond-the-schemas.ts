/**
 * Every rule of the content check that is not in a file's schema, and what the /admin
 * form does about it. The schemas' own rules (a field's form, the rules between fields of
 * one file) the form runs itself, at the field: the checked widget parses the entry with
 * the file's schema (app/admin/form-check.ts), and a property test proves, for every
 * collection, that the form refuses exactly what the schema refuses
 * (tests/unit/form-refuses-what-the-check-refuses.test.ts). The rules below read more
 * than the entry's own fields: its file name, the other files of the site, the images on
 * disk. A collection's rules sit beside its schema (schemas/file-rules.ts) and come here
 * through the registry; the rules of the whole folder are written below. Each is either
 * run by the form too (`form: "runs"`, saying where), or left to the check (`form: "check
 * only"`, saying why).
 */
import { registeredCollections } from "./registry";
import type { FormAnswer } from "./schemas/file-rules";

export type RuleBeyondTheSchema = FormAnswer & {
  /** The files it applies to: a collection's file pattern (registry.ts), or "every file". */
  files: string;
  /** What the check refuses. */
  rule: string;
};

/** The rules of the whole content folder, which no collection has alone. */
const folderRules: readonly RuleBeyondTheSchema[] = [
  {
    files: "every file",
    rule: "every file under content/ belongs to a collection (or is an image or a README), and no guide sits in a folder of entries",
    form: "check only",
    why: "it needs the whole folder; the form writes only its collections' files, each where its collection says",
  },
  {
    files: "every file",
    rule: "each single file exists, and a collection has as many entries as the site needs (a board year, a year of representatives)",
    form: "check only",
    why: "it needs the whole folder; deleting an entry is not a save of the form",
  },
  {
    files: "every file",
    rule: "an image a file names exists, is in a format and of a size the site can use",
    form: "check only",
    why: "it reads the image on disk; the form picks only files that exist, and refuses at the field an upload the site cannot use (an iPhone HEIC photo, over 10 MB: app/lib/image-rules.ts)",
  },
  {
    files: "every file",
    rule: "an image outside content/images/ is used by a file",
    form: "check only",
    why: "it needs every file; uploads from the form go to the collection's image folder, which an entry's field names",
  },
];

/** Each collection's rules (registry.ts), then the folder's. */
export const rulesBeyondTheSchemas: readonly RuleBeyondTheSchema[] = [
  ...registeredCollections.flatMap(([, { files, rules }]) =>
    (rules ?? []).map(({ check: _check, ...described }): RuleBeyondTheSchema => ({ files, ...described })),
  ),
  ...folderRules,
];
