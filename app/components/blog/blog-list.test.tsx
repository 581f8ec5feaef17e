// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, test } from "vitest";
import type { ArticleSummary, BlogArchiveData } from "~/content/page-data";
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

/** A blog of three pages whose Alumni filter has pages of its own. */
function ArchivedBlogPage() {
  return (
    <>
      <BlogList articles={currentArticles} pageCount={3} archivedTags={["Alumni"]} />
      <Search />
    </>
  );
}

describe("BlogList with more articles than it carries (ADR 052)", () => {
  function renderArchived(articles: ArticleSummary[], alumniPage: BlogArchiveData) {
    currentArticles = articles;
    const Stub = createRoutesStub([
      { path: "/blog", Component: ArchivedBlogPage },
      { path: "/blog/tag/:tag", loader: () => alumniPage },
    ]);
    return render(<Stub initialEntries={["/blog"]} />);
  }

  const articles = [article("a", "Alumni"), article("b", "Faculty"), article("c")];

  test("links every numbered page, this one current", () => {
    renderArchived(articles, { path: "/blog/tag/alumni", tag: "Alumni", page: 1, pageCount: 1, articles: [] });
    const pages = screen.getByRole("navigation", { name: "More articles" });
    expect(
      within(pages)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/blog", "/blog/page/2", "/blog/page/3"]);
    expect(within(pages).getByRole("link", { name: "1" })).toHaveAttribute("aria-current", "page");
  });

  test("a tag with articles beyond the page shows its own page's, with the links to its later pages", async () => {
    const user = userEvent.setup();
    const alumni = [article("a", "Alumni"), article("older", "Alumni"), article("oldest", "Alumni")];
    renderArchived(articles, { path: "/blog/tag/alumni", tag: "Alumni", page: 1, pageCount: 2, articles: alumni });
    await user.click(screen.getByRole("button", { name: "Alumni" }));
    expect(await screen.findByRole("link", { name: "Title oldest" })).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(screen.getByTestId("search")).toHaveTextContent("?tag=alumni");
    const pages = screen.getByRole("navigation", { name: "More alumni articles" });
    expect(within(pages).getByRole("link", { name: "1" })).toHaveAttribute("aria-current", "true");
    expect(within(pages).getByRole("link", { name: "2" })).toHaveAttribute("href", "/blog/tag/alumni/page/2");
    expect(screen.queryByRole("navigation", { name: "More articles" })).not.toBeInTheDocument();

    // A tag whose articles are all on the page filters here, as before.
    await user.click(screen.getByRole("button", { name: "Faculty" }));
    expect(cards()).toHaveLength(1);
  });
});
