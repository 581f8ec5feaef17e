// Work in progress: replaced by the page's own module.
export default function TeamsIndexRoute() {
  return <h1>TeamsIndex</h1>;
}
