/** content/program.yaml: the Program page's sections of external programme links. */
import { z } from "zod";
import { described } from "../field-description";
import { line, prose, webAddress } from "./fields";

/** An external programme page. */
export const programLinkSchema = z.strictObject({ label: line("Label"), url: webAddress("Address") });

export const programSchema = z.strictObject({
  title: line("Title"),
  intro: prose("Intro"),
  sections: described(
    z
      .array(
        z.strictObject({
          title: line("Title", { example: "BSc Year 1" }),
          links: described(z.array(programLinkSchema).min(1), {
            label: "Links",
            item: "Link",
            summary: "{{fields.label}}",
          }),
        }),
      )
      .min(1),
    { label: "Sections", item: "Section", summary: "{{fields.title}}" },
  ),
});

export type ProgramContent = z.infer<typeof programSchema>;
