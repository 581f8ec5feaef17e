/** The blog's articles (content/blog/). */
import { z } from "zod";
import { blogTags } from "~/lib/blog";
import { described } from "../field-description";
import { type FieldReader, humanDay } from "./date-rules";
import { alt, image, line, prose, toggle } from "./fields";
import { imagePosition } from "./rules";

/** content/blog/<slug>.md frontmatter, with the messages of its fields' own rules for the given reader; the Markdown body is the article. */
const blogArticleSchemaFor = (reader: FieldReader) =>
  z.strictObject({
    title: line("Title", { example: "Challenging the Status Quo at RSM" }),
    date: described(humanDay(reader), {
      label: "Publication date",
      widget: "humanDate",
      hint: "The day the article is published.",
      example: "November 1, 2025",
    }),
    author: line("Author", { example: "Mila Brouwer" }),
    image: image("Image", { example: "../images/blog/photo.jpg" }),
    imageAlt: alt(),
    imagePosition: described(imagePosition, {
      label: "Image crop focus",
      hint: "Optional: which part of the image stays in view when it is cropped.",
      example: "center 30%",
    }).optional(),
    description: prose("Description", { hint: "One or two sentences for cards, feeds and search results." }),
    tag: described(z.enum(blogTags), { label: "Tag", hint: "Leave empty for no tag.", example: "Alumni" }).optional(),
    draft: toggle("Draft", "On hides the article everywhere."),
  });

/** content/blog/<slug>.md frontmatter; the Markdown body is the article. */
export const blogArticleSchema = blogArticleSchemaFor("file");
/** The same rules, with the messages of the /admin form. */
export const blogArticleFormSchema = blogArticleSchemaFor("form");

export type BlogFrontmatter = z.infer<typeof blogArticleSchema>;
