import { PhotoGallery } from "~/components/gallery/photo-gallery";
import { PageHeader } from "~/components/layout/page-header";
import { Container } from "~/components/ui/container";
import { loadGallery } from "~/content/gallery.server";
import { photosTexts } from "~/content/page-texts/photos";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/gallery";

const { title, lead } = photosTexts;

export function loader() {
  return { gallery: loadGallery() };
}

// The year filter only changes the query string: the photos of an album this page does not
// carry come from the album's own page, through a fetcher (ADR 052), never from this route.
export const shouldRevalidate = revalidateOnPathChangeOnly;

export function meta() {
  return pageMeta({ title, description: lead, path: "/photos" });
}

export default function PhotosRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="py-14 sm:py-20">
        <Container>
          <PhotoGallery gallery={loaderData.gallery} />
        </Container>
      </div>
    </>
  );
}
