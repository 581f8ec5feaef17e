// Work in progress: replaced by the page's own module.
export default function JoinRoleRoute() {
  return <h1>JoinRole</h1>;
}
