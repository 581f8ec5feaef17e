/**
 * The blog's archive (ADR 052): /blog/page/{n}, the articles beyond /blog a page at a time,
 * and /blog/tag/{tag} (with /blog/tag/{tag}/page/{n}), every article of a tag whose articles
 * /blog does not carry whole, which /blog's tag filter loads. Newest first; the links below
 * the list lead from page to page without JavaScript. Each of these routes exists only while
 * it has pages (app/routes.ts), so this module takes React Router's general types.
 */
import {
  type ClientLoaderFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaArgs,
  useLoaderData,
} from "react-router";
import { ArticleGrid } from "~/components/blog/article-grid";
import { BlogPageLinks } from "~/components/blog/blog-page-links";
import { PageHeader } from "~/components/layout/page-header";
import { ArchivePageFailed } from "~/components/shared/archive-page-failed";
import { Container } from "~/components/ui/container";
import { loadBlogArchivePage } from "~/content/blog.server";
import { blogArchiveTexts } from "~/content/page-texts/blog";
import { loadArchivePage } from "~/lib/archive-page-loader";
import { pageNumberOf, tagOfSlug } from "~/lib/blog-paths";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { notFoundMeta, pageMeta } from "~/seo/page-meta";

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/** Runs at build time for every page of the archive the prerender lists. */
export function loader({ params }: LoaderFunctionArgs) {
  const tag = params.tag === undefined ? undefined : tagOfSlug(params.tag);
  const number = pageNumberOf(params.page);
  if ((params.tag !== undefined && !tag) || number === null) throw notFound();
  const page = loadBlogArchivePage({ page: number, tag });
  if (!page) throw notFound();
  const { title, lead } = blogArchiveTexts(page.page, page.tag);
  return { ...page, title, lead, meta: pageMeta({ title, description: lead, path: page.path }) };
}

/** In the browser: what the loader sent (its `.data` file), or that it did not arrive (loadArchivePage). */
export function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  return loadArchivePage({ request, serverLoader: () => serverLoader<typeof loader>() });
}

export const shouldRevalidate = revalidateOnPathChangeOnly;

export function meta({ loaderData }: MetaArgs<typeof clientLoader>) {
  return loaderData && !("failed" in loaderData) ? loaderData.meta : notFoundMeta();
}

export default function BlogArchiveRoute() {
  const loaderData = useLoaderData<typeof clientLoader>();
  if ("failed" in loaderData) return <ArchivePageFailed title="Blog" path={loaderData.path} />;
  const { title, lead, articles, tag, pageCount, path } = loaderData;
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <section aria-label="Articles" className="py-14">
        <Container>
          <ArticleGrid articles={articles} priorityFirst />
          <BlogPageLinks pageCount={pageCount} tag={tag ?? undefined} current={path} />
        </Container>
      </section>
    </>
  );
}
