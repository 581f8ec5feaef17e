import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The whole URL map, written by hand so it reads as a site map. */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("program", "routes/program.tsx"),
  route("teams", "routes/teams/index.tsx"),
  route("teams/:team", "routes/teams/team.tsx"),
  route("join", "routes/join/index.tsx"),
  route("join/role/:roleId", "routes/join/role.tsx"),
  route("board", "routes/board.tsx"),
  route("board/:year", "routes/board.tsx", { id: "routes/board-year" }),
  route("board/:year/members.json", "routes/board-members-json.ts"),
  route("blog", "routes/blog/index.tsx"),
  route("blog/rss.xml", "routes/blog/rss.ts"),
  route("blog/:slug", "routes/blog/article.tsx"),
  route("events", "routes/events.tsx"),
  route("events.ics", "routes/events-calendar-feed.ts"),
  route("events/:id/calendar.ics", "routes/event-calendar-file.ts"),
  route("photos", "routes/photos.tsx"),
  route("student-support", "routes/student-support.tsx"),
  route("representatives", "routes/representatives.tsx"),
  route("representatives/:year", "routes/representatives.tsx", { id: "routes/representatives-year" }),
  route("search", "routes/search.tsx"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
