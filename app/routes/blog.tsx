import { BlogList } from "~/components/blog/blog-list";
import { blogFeedLink, FeedLink } from "~/components/blog/feed-link";
import { PageHeader } from "~/components/layout/page-header";
import { StayUpToDate } from "~/components/shared/stay-up-to-date";
import { Container } from "~/components/ui/container";
import { loadBlogPage } from "~/content/blog.server";
import { blogTexts } from "~/content/page-texts/blog";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/blog";

const { title, lead } = blogTexts;

/** The newest articles, the number of pages of them all and the tags with pages of their own (ADR 052). */
export function loader() {
  return loadBlogPage();
}

// The tag filter only changes the query string; the list itself never changes.
export const shouldRevalidate = revalidateOnPathChangeOnly;

export const links: Route.LinksFunction = () => [blogFeedLink];

export function meta() {
  return pageMeta({ title, description: lead, path: "/blog" });
}

export default function BlogIndexRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} lead={lead}>
        <FeedLink className="mt-6" />
      </PageHeader>
      <section aria-label="Articles" className="py-14">
        <Container>
          <BlogList
            articles={loaderData.articles}
            pageCount={loaderData.pageCount}
            archivedTags={loaderData.archivedTags}
          />
        </Container>
      </section>
      <StayUpToDate text="Get new interviews, event announcements and SR news in your inbox." />
    </>
  );
}
