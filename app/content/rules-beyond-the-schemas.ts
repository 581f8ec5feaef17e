/**
 * Every rule of the content check that is not in a file's schema, and what the /admin
 * form does about it. The schemas' own rules (a field's form, the rules between fields of
 * one file) the form runs itself, at the field: the checked widget parses the entry with
 * the file's schema (app/admin/form-check.ts), and a property test proves, for every
 * collection, that the form refuses exactly what the schema refuses
 * (tests/unit/form-refuses-what-the-check-refuses.test.ts). The rules below read more
 * than the entry's own fields: its file name, the other files of the site, the images on
 * disk. Each is either run by the form too (`form: "runs"`, saying where), or left to the
 * check (`form: "check only"`, saying why). A rule added to a collection of
 * collections.server.ts, or to the content check, is added here: a test fails while a
 * collection with rules is missing from this list.
 */

export type RuleBeyondTheSchema = {
  /** The files it applies to: a collection's file pattern (collections.server.ts), or "every file". */
  files: string;
  /** What the check refuses. */
  rule: string;
} & ({ form: "runs"; where: string } | { form: "check only"; why: string });

export const rulesBeyondTheSchemas: readonly RuleBeyondTheSchema[] = [
  {
    files: "board/<yyyy>-<yyyy>.yaml",
    rule: "the file is named after an academic year, and its academicYear is that year",
    form: "runs",
    where:
      "a new board year's file is named after its Academic year; an existing year's file keeps its year, and the checked widget refuses a change of it (namesTheFile), or a year that already has a file",
  },
  {
    files: "representatives/<yyyy>-<yyyy>.yaml",
    rule: "the file is named after an academic year, and its academicYear is that year",
    form: "runs",
    where: "as for board years: the Academic year names the file (namesTheFile)",
  },
  {
    files: "gallery/<yyyy>/album.yaml",
    rule: "the album's year is the year its folder is named after",
    form: "runs",
    where:
      "the Year is not in the editors' form: /admin writes it as a hidden field holding the year a new album is created, which also names its folder (path {{year}}/album), and keeps an existing album's year as it is",
  },
  {
    files: "teams/<slug>.md",
    rule: "roleId names a file of content/roles/",
    form: "check only",
    why: "it needs the roles' files; the form's Role field is a choice of the roles that exist, so what an editor chooses passes, and a role deleted later is found by the check of the whole site",
  },
  {
    files: "you-said-we-did/<slug>.md",
    rule: "a link /blog/<slug> names an article of content/blog/",
    form: "runs",
    where:
      'the field\'s description says `linksTo: "blog"`; the checked widget asks Decap whether an article of that file name exists (its `query`) and refuses the link at the field when none does',
  },
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
