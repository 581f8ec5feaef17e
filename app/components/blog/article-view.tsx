import { href } from "react-router";
import { DetailPage } from "~/components/shared/detail-page";
import type { Article } from "~/content/page-data";
import { ArticleByline } from "./article-byline";
import { ArticleTag } from "./article-tag";

/**
 * An article's page (/blog/{slug}): its tag, title, lead and byline, the picture and the
 * body. The route renders it from the build's data, the /admin preview from the form.
 */
export function ArticleView({ article }: { article: Article }) {
  return (
    <DetailPage
      back={{ to: href("/blog"), label: "Back to Blog" }}
      header={
        <>
          {article.tag ? <ArticleTag tag={article.tag} /> : null}
          <h1 className="mt-4 text-title font-extrabold tracking-tight">{article.title}</h1>
          <p className="mt-4 text-lg text-ink-muted">{article.description}</p>
          <ArticleByline author={article.author} date={article.date} isoDate={article.isoDate} className="mt-6" />
        </>
      }
      image={article.image}
      imageAlt={article.imageAlt}
      imagePosition={article.imagePosition}
      html={article.html}
    />
  );
}
