/** The records of /blog (its list of articles) and of each article, from the loaders their routes call. */
import type { ArticleSummary } from "~/content/page-data";
import { loadAllArticles, loadBlogPage } from "../blog.server";
import { fixedPageTexts } from "../page-texts";
import { entryRecord, heading, html, type SearchBlock, type SearchRecord, text } from "./record";

/** An article's byline as ArticleByline shows it: 'Written by' and the author, then the date. */
const byline = (article: ArticleSummary): SearchBlock[] => [
  { text: `Written by ${article.author}` },
  { text: article.date },
];

export function blogRecords(): SearchRecord[] {
  return [
    {
      url: "/blog",
      type: "Page",
      title: fixedPageTexts.blog.title,
      // Each article's card on /blog: its tag, title, description and byline.
      body: [
        ...text(fixedPageTexts.blog.lead),
        ...loadBlogPage().articles.flatMap((article) => [
          ...text(article.tag),
          heading(article.title),
          ...text(article.description),
          ...byline(article),
        ]),
      ],
    },
    ...loadAllArticles().map(
      (article): SearchRecord => ({
        ...entryRecord("blog", article.slug),
        title: article.title,
        author: article.author,
        ...(article.tag ? { tag: article.tag } : {}),
        detail: `${article.author}, ${article.date}`,
        body: [...text(article.tag), ...text(article.description), ...byline(article), ...html(article.html)],
      }),
    ),
  ];
}
