// Work in progress: replaced by the page's own module.
export default function BoardRoute() {
  return <h1>Board</h1>;
}
