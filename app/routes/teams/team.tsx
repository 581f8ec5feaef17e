// Work in progress: replaced by the page's own module.
export default function TeamsTeamRoute() {
  return <h1>TeamsTeam</h1>;
}
