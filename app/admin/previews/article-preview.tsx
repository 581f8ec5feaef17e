import { href, Link } from "react-router";
import { ArticleByline } from "~/components/blog/article-byline";
import { ArticleTag } from "~/components/blog/article-tag";
import { Container } from "~/components/ui/container";
import { ArrowLeft } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import { articleFromEntry } from "./article";
import { PreviewPage } from "./preview-page";
import type { PreviewProps } from "./preview-props";
import { usePreviewAssets } from "./use-preview-assets";

/**
 * An article as /blog/{slug} shows it (app/routes/blog/article.tsx): the same components
 * and classes for the header, the picture and the body, which is rendered from Markdown
 * as the build renders it. Its links lead nowhere inside the editor.
 */
export function ArticlePreview({ entry, getAsset, document }: PreviewProps) {
  const resolveAsset = usePreviewAssets(getAsset);
  const article = articleFromEntry(entry, resolveAsset);
  return (
    <PreviewPage document={document} title={article.title}>
      <article className="pb-20">
        <Container width="article" className="pt-10 sm:pt-14">
          <Link
            to={href("/blog")}
            className="inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Blog
          </Link>
          <header className="mt-8">
            {article.tag ? <ArticleTag tag={article.tag} /> : null}
            <h1 className="mt-4 text-title font-extrabold tracking-tight">{article.title}</h1>
            <p className="mt-4 text-lg text-ink-muted">{article.description}</p>
            <ArticleByline author={article.author} date={article.date} isoDate={article.isoDate} className="mt-6" />
          </header>
          <Picture
            image={article.image}
            alt={article.imageAlt}
            sizes="(min-width: 1024px) 52rem, (min-width: 896px) 53rem, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)"
            priority
            position={article.imagePosition}
            className="mt-10 block aspect-[16/9] overflow-hidden rounded-card bg-sand shadow-card"
            imgClassName="size-full object-cover"
          />
          <div
            className="prose-content mx-auto mt-12"
            // Rendered from the form's Markdown with raw HTML escaped, as the build does (markdown.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped Markdown output, see above
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
        </Container>
      </article>
    </PreviewPage>
  );
}
