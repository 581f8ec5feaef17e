/** The student representatives, one file per academic year (content/representatives/). */
import { z } from "zod";
import { isAcademicYear } from "~/lib/board";
import { maxStudyYear, programmes } from "~/lib/representatives";
import { described } from "../field-description";
import { email, image, line } from "./fields";

/** A student representative in content/representatives/<yyyy-yyyy>.yaml. */
export const representativeSchema = z
  .strictObject({
    name: line("Name", { example: "Noor Voorbeeld" }),
    programme: described(z.enum(programmes), {
      label: "Programme",
      hint: "The programme whose students they represent: IBA, BA or Pre-MSc. The page groups by it.",
      example: "IBA",
    }),
    year: described(
      z
        .number({ error: `a study year from 1 to ${maxStudyYear}, or leave it empty for the whole programme` })
        .int(`a study year from 1 to ${maxStudyYear}`)
        .min(1, `a study year from 1 to ${maxStudyYear}`)
        .max(maxStudyYear, `a study year from 1 to ${maxStudyYear}`),
      {
        label: "Study year",
        hint: `The bachelor year they represent, 1 to ${maxStudyYear}; leave empty for the whole programme (Pre-MSc is one year).`,
        example: "1",
      },
    ).optional(),
    covers: line("Covers", {
      hint: "What they represent, in a few words: a year, a course or a cohort.",
      example: "Year 1, all courses",
    }),
    image: image("Photo", {
      hint: "Optional: without a photo the card shows their initials.",
      example: "../images/board/portrait-05.jpg",
    }).optional(),
    mailbox: email("Role mailbox", {
      hint: "A mailbox of SR for this role, never a personal address. Leave empty and the card points to the programme's group chats.",
      example: "iba-year-1@sr-rsm.nl",
    }).optional(),
  })
  .refine((person) => person.programme !== "Pre-MSc" || person.year === undefined, {
    error: "Pre-MSc is a one-year programme → leave the study year empty",
    path: ["year"],
  });

export const representativesYearSchema = z.strictObject({
  academicYear: described(z.string().refine(isAcademicYear, { error: "two years in a row, e.g. 2026-2027" }), {
    label: "Academic year",
    hint: "Two years in a row; the file is named after it, and each year has one file. The newest year is the one /representatives shows.",
    example: "2026-2027",
    namesTheFile: true,
  }),
  representatives: described(
    z
      .array(representativeSchema)
      .min(1)
      .superRefine((people, context) => {
        const seen = new Set<string>();
        for (const [index, person] of people.entries()) {
          const key = `${person.name}\n${person.programme}\n${person.covers}`.toLowerCase();
          if (seen.has(key)) {
            context.addIssue({
              code: "custom",
              path: [index, "name"],
              message: `"${person.name}" is listed twice for ${person.programme} "${person.covers}" in this year → keep one entry`,
            });
          }
          seen.add(key);
        }
      }),
    {
      label: "Representatives",
      item: "Representative",
      summary: "{{fields.name}} — {{fields.programme}}, {{fields.covers}}",
    },
  ),
});

export type RepresentativeContent = z.infer<typeof representativeSchema>;
