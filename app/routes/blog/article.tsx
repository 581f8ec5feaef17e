// Work in progress: replaced by the page's own module.
export default function BlogArticleRoute() {
  return <h1>BlogArticle</h1>;
}
