/** The health of the kinds of content written per academic year: the board and the representatives of this year. */
import path from "node:path";
import type { CalendarDate } from "~/lib/dates";
import { type AcademicYears, academicYearFindings, type Finding } from "~/lib/site-health";
import { adminPlace } from "../admin-menu";
import { checked } from "../collections.server";
import { contentRoot, displayPath, readCollection } from "../load.server";
import { type CollectionName, entryFile, registry } from "../registry";

/** The years of a collection, where /admin edits it, and the file of a year as the report names it. */
function academicYears(name: CollectionName): AcademicYears {
  return {
    years: readCollection(checked(name)).map(({ id }) => id),
    place: adminPlace(name),
    fileOf: (year) => displayPath(path.join(contentRoot, entryFile(registry[name].files, year))),
  };
}

export function academicYearHealth(today: CalendarDate): Finding[] {
  return academicYearFindings(
    { board: academicYears("board"), representatives: academicYears("representatives") },
    today,
  );
}
