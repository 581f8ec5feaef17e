// @vitest-environment jsdom
/**
 * The article preview, as Decap renders it: the page's header and the Markdown body.
 */
import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { ArticleView } from "~/components/blog/article-view";
import { entry, expectPreviewToBeThePage, resolveAsset } from "../../../tests/helpers/preview-is-the-page";
import { previewProps as props } from "../../../tests/helpers/preview-props";
import { articleFromEntry } from "./article";
import ArticlePreview from "./blog-preview";

test("the article preview shows the page's header and the Markdown body in the site's body styles", () => {
  const previewProps = props("marketing-with-purpose", {
    title: "Marketing with Purpose",
    date: "April 26, 2025",
    author: "Tim de Graaf",
    image: "../images/blog/blog-14.jpg",
    imageAlt: "A skyline",
    description: "Telling a story without overselling it.",
    tag: "Alumni",
    body: "First paragraph.\n\n## Telling a true story well\n\n> A quotation",
  });
  render(<ArticlePreview {...previewProps} />);
  const main = screen.getByRole("main");
  expect(within(main).getByRole("heading", { level: 1, name: "Marketing with Purpose" })).toHaveClass("text-title");
  expect(within(main).getByText("Alumni")).toBeInTheDocument();
  expect(within(main).getByText("April 26, 2025")).toHaveAttribute("datetime", "2025-04-26");
  expect(within(main).getByRole("img", { name: "A skyline" })).toHaveAttribute("src", "blob:asset/blog-14.jpg");
  const section = within(main).getByRole("heading", { level: 2, name: "Telling a true story well" });
  expect(section.parentElement).toHaveClass("prose-content");
  expect(within(main).getByText("First paragraph.").parentElement).toBe(section.parentElement);
  // The iframe's own document says it is English and what it shows.
  expect(previewProps.document?.documentElement.lang).toBe("en");
  expect(previewProps.document?.title).toBe("Preview: Marketing with Purpose");
});

test("the preview holds the page's view of the same entry, markup for markup", async () => {
  await expectPreviewToBeThePage({
    entry: entry("a-term-of-changes", {
      title: "A Term of Changes",
      date: "March 3, 2030",
      author: "Noor Smit",
      image: "../images/blog/changes.jpg",
      imageAlt: "Students in a lecture hall",
      imagePosition: "center 30%",
      description: "What the programme committee changed this term.",
      tag: "Education",
      body: "First paragraph with a [link](https://example.org).\n\n## What changed\n\n- Exams\n- Rooms",
    }),
    Preview: ArticlePreview,
    page: (entry) => <ArticleView article={articleFromEntry(entry, resolveAsset)} />,
    ready: (main) => within(main).findByRole("heading", { level: 1, name: "A Term of Changes" }),
  });
});
