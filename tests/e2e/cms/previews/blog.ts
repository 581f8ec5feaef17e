/** An article: its title, lead and body, on its own page; its picture. */
import type { PreviewCase } from "./preview-case";

export const blogPreview: PreviewCase = {
  collection: "blog",
  entry: "marketing-with-purpose",
  page: "/blog/marketing-with-purpose",
  elements: { title: "main h1", body: "main .prose-content > p", lead: "main header > p" },
  pictures: ["images/blog/blog-14.jpg"],
};
