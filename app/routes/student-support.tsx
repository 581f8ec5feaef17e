// Work in progress: replaced by the page's own module.
export default function StudentSupportRoute() {
  return <h1>StudentSupport</h1>;
}
