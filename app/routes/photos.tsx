// Work in progress: replaced by the page's own module.
export default function PhotosRoute() {
  return <h1>Photos</h1>;
}
