/** The board, one file per academic year (content/board/). */
import { z } from "zod";
import { isAcademicYear } from "~/lib/board";
import { described } from "../field-description";
import { email, image, line, prose, toggle, webAddress } from "./fields";
import { imagePosition } from "./rules";

/** A board member in content/board/<yyyy-yyyy>.yaml. */
export const boardMemberSchema = z.strictObject({
  name: line("Name", { example: "Ada Vermeer" }),
  role: prose("Role", { hint: "A line break starts a new line on the card.", example: "Chair" }),
  image: image("Photo", {
    hint: "Leave empty until there is a photo: the card shows the member's initials, and the launch check lists it.",
    example: "../images/board/portrait-01.jpg",
  }).optional(),
  bio: prose("Bio", { hint: "A short bio behind the card's toggle; leave empty for none." }).optional(),
  email: email("Email", { example: "chair@sr-rsm.nl" }).optional(),
  linkedin: webAddress("LinkedIn", {
    hint: "The member's professional profile.",
    example: "https://www.linkedin.com/in/ada-vermeer",
  }).optional(),
  showLinkedInOnly: toggle("Show only the profile link", "On hides the email."),
  imagePosition: described(imagePosition.default("center"), {
    label: "Photo crop focus",
    hint: "Which part of the photo stays in view; leave empty for the center.",
    example: "center 20%",
  }),
  imageTransform: described(
    z
      .string()
      .regex(/^[a-z0-9().,%\s-]+$/i, "a CSS transform such as 'scale(1.1)'")
      .optional(),
    { label: "Photo transform", hint: "Optional: enlarge or move the photo.", example: "scale(1.1)" },
  ),
});

export const boardYearSchema = z.strictObject({
  academicYear: described(z.string().refine(isAcademicYear, { error: "two years in a row, e.g. 2026-2027" }), {
    label: "Academic year",
    hint: "Two years in a row; the file is named after it, and each year has one file.",
    example: "2026-2027",
    namesTheFile: true,
  }),
  members: described(
    z
      .array(boardMemberSchema)
      .min(1)
      .superRefine((members, context) => {
        const seen = new Set<string>();
        for (const [index, member] of members.entries()) {
          if (seen.has(member.name)) {
            context.addIssue({
              code: "custom",
              path: [index, "name"],
              message: `"${member.name}" is listed twice in this year → keep one entry`,
            });
          }
          seen.add(member.name);
        }
      }),
    { label: "Members", item: "Member", summary: "{{fields.name}}" },
  ),
});

export type BoardMemberContent = z.infer<typeof boardMemberSchema>;
