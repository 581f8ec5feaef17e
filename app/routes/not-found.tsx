import { NotFoundPage } from "~/components/layout/not-found-page";
import { notFoundMeta } from "~/seo/page-meta";

export const meta = notFoundMeta;

/** Catch-all: any unknown path. Prerendered once as /404 and served with status 404. */
export default function NotFoundRoute() {
  return <NotFoundPage />;
}
