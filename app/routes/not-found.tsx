import { NotFoundPage } from "~/components/layout/not-found-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => [
  ...pageMeta({ title: "Page not found", description: "This page does not exist.", path: "/404" }),
  { name: "robots", content: "noindex" },
];

/** Catch-all: any unknown path. Prerendered once as /404 and served with status 404. */
export default function NotFoundRoute() {
  return <NotFoundPage />;
}
