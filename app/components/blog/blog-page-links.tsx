import { ArchiveLinks } from "~/components/shared/archive-links";
import type { BlogTag } from "~/lib/blog";
import { blogPagePath } from "~/lib/blog-paths";

/**
 * The numbered pages of the blog (1 is /blog) or of a tag's articles, as links (ADR 052),
 * while there is more than one. A tag's pages lead back to every article too.
 */
export function BlogPageLinks({
  pageCount,
  tag,
  current,
  currentIsThisPage = true,
}: {
  pageCount: number;
  tag?: BlogTag;
  /** The page on screen, or the one whose list the tag filter shows. */
  current: string;
  currentIsThisPage?: boolean;
}) {
  const pages =
    pageCount < 2
      ? []
      : Array.from({ length: pageCount }, (_, index) => ({
          label: String(index + 1),
          to: blogPagePath(index + 1, tag),
        }));
  return (
    <ArchiveLinks
      title={tag ? `More ${tag.toLowerCase()} articles` : "More articles"}
      text="Newest first, a page at a time."
      links={tag ? [{ label: "All articles", to: blogPagePath(1) }, ...pages] : pages}
      current={current}
      currentIsThisPage={currentIsThisPage}
    />
  );
}
