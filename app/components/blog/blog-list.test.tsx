// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, test } from "vitest";
import type { ArticleSummary } from "~/content/page-data";
import { BlogList } from "./blog-list";

const image = { width: 1600, height: 900, src: "/a.webp", original: "/a.jpg", avifSrcset: "", webpSrcset: "" };

function article(slug: string, tag?: ArticleSummary["tag"]): ArticleSummary {
  return {
    slug,
    title: `Title ${slug}`,
    date: "May 1, 2025",
    isoDate: "2025-05-01",
    author: "Fictional Author",
    image,
    imageAlt: "An illustration",
    description: `About ${slug}`,
    tag,
  };
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

// The route stub's component reads the articles of the current test from here.
let currentArticles: ArticleSummary[] = [];

function BlogPage() {
  return (
    <>
      <BlogList articles={currentArticles} />
      <Search />
    </>
  );
}

function renderList(articles: ArticleSummary[], url = "/blog") {
  currentArticles = articles;
  const Stub = createRoutesStub([{ path: "/blog", Component: BlogPage }]);
  return render(<Stub initialEntries={[url]} />);
}

const cards = () => screen.queryAllByRole("article");

describe("BlogList", () => {
  test("shows every article with All pressed by default", () => {
    renderList([article("a", "Alumni"), article("b", "Faculty"), article("c")]);
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  });

  test("filters by tag, keeps the choice in the URL and links each card to its article", async () => {
    const user = userEvent.setup();
    renderList([article("a", "Alumni"), article("b", "Faculty"), article("c")]);
    await user.click(screen.getByRole("button", { name: "Alumni" }));
    expect(cards()).toHaveLength(1);
    expect(screen.getByTestId("search")).toHaveTextContent("?tag=alumni");
    const card = cards()[0] as HTMLElement;
    expect(within(card).getByRole("link", { name: "Title a" })).toHaveAttribute("href", "/blog/a");
    expect(within(card).getByText("Alumni")).toBeInTheDocument();
    expect(within(card).getByText(/Written by/)).toHaveTextContent("Written by Fictional Author");
  });

  test("applies a tag from the URL", () => {
    renderList([article("a", "Alumni"), article("b", "Faculty")], "/blog?tag=faculty");
    expect(screen.getByRole("button", { name: "Faculty" })).toHaveAttribute("aria-pressed", "true");
    expect(cards()).toHaveLength(1);
  });

  test("says so when no article has the tag", () => {
    renderList([article("a", "Alumni")], "/blog?tag=faculty");
    expect(cards()).toHaveLength(0);
    expect(screen.getByText("No blog articles found for this tag.")).toBeInTheDocument();
  });
});
