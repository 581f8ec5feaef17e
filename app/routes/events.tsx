// Work in progress: replaced by the page's own module.
export default function EventsRoute() {
  return <h1>Events</h1>;
}
