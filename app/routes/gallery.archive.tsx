/**
 * /photos/{year}: an album /photos does not carry (ADR 052), with the same grid and photo
 * dialog. /photos's year filter loads this page's data for that year; its links lead here,
 * and from here to the other albums, without JavaScript. The route exists only while some
 * album has such a page (app/routes.ts), so this module takes React Router's general types.
 */
import {
  type ClientLoaderFunctionArgs,
  data,
  href,
  type LoaderFunctionArgs,
  type MetaArgs,
  useLoaderData,
  useParams,
} from "react-router";
import { PhotoGrid } from "~/components/gallery/photo-grid";
import { PageHeader } from "~/components/layout/page-header";
import { ArchiveLinks } from "~/components/shared/archive-links";
import { ArchivePageFailed } from "~/components/shared/archive-page-failed";
import { Container } from "~/components/ui/container";
import { loadGalleryYear } from "~/content/gallery.server";
import { photosYearTexts } from "~/content/page-texts/photos";
import { loadArchivePage } from "~/lib/archive-page-loader";
import { galleryYearPath } from "~/lib/gallery-paths";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { notFoundMeta, pageMeta } from "~/seo/page-meta";

/** Runs at build time for every album's page the prerender lists. */
export function loader({ params }: LoaderFunctionArgs) {
  const page = loadGalleryYear(params.year ?? "");
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  const { title, lead } = photosYearTexts(page.year);
  return { ...page, title, lead, meta: pageMeta({ title, description: lead, path: page.path }) };
}

/** In the browser: what the loader sent (its `.data` file), or that it did not arrive (loadArchivePage). */
export function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  return loadArchivePage({ request, serverLoader: () => serverLoader<typeof loader>() });
}

export const shouldRevalidate = revalidateOnPathChangeOnly;

export function meta({ loaderData }: MetaArgs<typeof clientLoader>) {
  return loaderData && !("failed" in loaderData) ? loaderData.meta : notFoundMeta();
}

export default function PhotosYearRoute() {
  const loaderData = useLoaderData<typeof clientLoader>();
  const { year = "" } = useParams();
  if ("failed" in loaderData) return <ArchivePageFailed title={photosYearTexts(year).title} path={loaderData.path} />;
  const { title, lead, photos, archiveYears, path } = loaderData;
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="py-14 sm:py-20">
        <Container>
          <PhotoGrid photos={photos} priorityFirst />
          <ArchiveLinks
            title="More photos"
            links={[
              { label: "Newest albums", to: href("/photos") },
              ...archiveYears.map((archived) => ({ label: archived, to: galleryYearPath(archived) })),
            ]}
            current={path}
          />
        </Container>
      </div>
    </>
  );
}
