/**
 * Rules of a collection that its schema cannot say: they read the file's name or the other
 * files of the site. Each sits beside its collection's schema, with what the /admin form
 * does about it (it runs it too, saying where, or leaves it to the check, saying why), and
 * the registry (registry.ts) gives it to the collection: the content check and the loaders
 * run it (collections.server.ts), rules-beyond-the-schemas.ts lists it for the form's tests.
 * Pure, so /admin may import it.
 */
import { isAcademicYear } from "~/lib/board";
import type { CollectionName } from "../registry";
import type { FieldPath } from "../yaml-source";

/** A problem found by a rule: on a field (its line is looked up), or with the whole file. */
export type RuleProblem = { field?: FieldPath; message: string };

export type RuleContext = {
  /** The ids of a collection's entries, from file names alone (no parsing). */
  ids: (collection: CollectionName) => ReadonlySet<string>;
};

/** What the /admin form does about a rule: runs it too (where), or leaves it to the check (why). */
export type FormAnswer = { form: "runs"; where: string } | { form: "check only"; why: string };

export type FileRule<Data> = FormAnswer & {
  /** What the check refuses, in a sentence. */
  rule: string;
  /** The check, on an entry that passed its schema. Method syntax: a rule of any collection fits `FileRule<never>`. */
  check(entry: { id: string; data: Data }, context: RuleContext): RuleProblem[];
};

/** A file named after an academic year (a board year, a year of representatives) must be one, and say the same year inside. */
export const academicYearFileRule: FileRule<{ academicYear: string }> = {
  rule: "the file is named after an academic year, and its academicYear is that year",
  form: "runs",
  where:
    "a new year's file is named after its Academic year; an existing year's file keeps its year, and the checked widget refuses a change of it (namesTheFile), or a year that already has a file",
  check: ({ id, data }) => {
    if (!isAcademicYear(id)) {
      const first = Number(id.slice(0, 4));
      return [
        {
          message: `"${id}" is not an academic year → name the file after two years in a row, e.g. ${first}-${first + 1}.yaml`,
        },
      ];
    }
    if (data.academicYear !== id) {
      return [
        {
          field: ["academicYear"],
          message: `"${data.academicYear}" is not the year of this file → write academicYear: ${id}`,
        },
      ];
    }
    return [];
  },
};
