// Work in progress: replaced by the page's own module.
export default function JoinIndexRoute() {
  return <h1>JoinIndex</h1>;
}
