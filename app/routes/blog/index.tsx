// Work in progress: replaced by the page's own module.
export default function BlogIndexRoute() {
  return <h1>BlogIndex</h1>;
}
