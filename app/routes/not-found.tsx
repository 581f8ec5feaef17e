import { NotFoundPage } from "~/components/layout/not-found-page";
import { pageMeta } from "~/lib/seo";

// An unknown path has no canonical address: /404 itself is removed after the build (it
// must answer 404), so a canonical or og:url naming it would point at nothing.
export const meta = () => [
  ...pageMeta({ title: "Page not found", description: "This page does not exist.", path: "/404" }).filter(
    (descriptor) =>
      !("rel" in descriptor && descriptor.rel === "canonical") &&
      !("property" in descriptor && descriptor.property === "og:url"),
  ),
  { name: "robots", content: "noindex" },
];

/** Catch-all: any unknown path. Prerendered once as /404 and served with status 404. */
export default function NotFoundRoute() {
  return <NotFoundPage />;
}
