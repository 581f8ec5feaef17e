import { ArticleView } from "~/components/blog/article-view";
import { articleFromEntry } from "./article";
import { PreviewPage } from "./preview-page";
import type { PreviewProps } from "./preview-props";
import { usePreviewAssets } from "./use-preview-assets";

/**
 * An article as /blog/{slug} shows it: the page's own view, fed the form's values mapped
 * as the build maps the file, the body rendered from Markdown as the build renders it.
 */
export default function ArticlePreview({ entry, getAsset, document }: PreviewProps) {
  const resolveAsset = usePreviewAssets(getAsset);
  const article = articleFromEntry(entry, resolveAsset);
  return (
    <PreviewPage document={document} title={article.title}>
      <ArticleView article={article} />
    </PreviewPage>
  );
}
