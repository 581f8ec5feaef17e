import { lazy, Suspense, useRef, useState } from "react";
import { LazyListItem } from "~/components/ui/lazy-list-item";
import { Picture } from "~/components/ui/picture";
import type { GalleryPhoto } from "~/content/page-data";
import { importChunk } from "~/lib/import-chunk";
import photoDialogUrl from "./photo-dialog?lazy-chunk";

// The dialog (the photo viewer + download code) is only needed after a click: a chunk of its
// own (imported by address: importChunk), fetched as soon as the visitor points at or
// focuses a photo.
const loadPhotoDialog = () => importChunk<typeof import("./photo-dialog")>(photoDialogUrl);
const PhotoDialog = lazy(() => loadPhotoDialog().then((module) => ({ default: module.PhotoDialog })));

/**
 * The photo grid of /photos and of an album's page, and the dialog a photo opens in, which
 * steps through these photos. The first photo's image loads with high priority when
 * `priorityFirst` (the page's largest paint).
 */
export function PhotoGrid({ photos, priorityFirst }: { photos: readonly GalleryPhoto[]; priorityFirst: boolean }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const openIndex = openId === null ? -1 : photos.findIndex((photo) => photo.id === openId);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // Back to the photo last shown, which may differ from the one opened (previous/next).
  const returnFocus = (photo: GalleryPhoto) => buttons.current.get(photo.id);

  return (
    <>
      <ul aria-label="Photos" className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => (
          <LazyListItem key={photo.id} className="[--placeholder-height:16rem]">
            <button
              type="button"
              ref={(element) => {
                if (element) buttons.current.set(photo.id, element);
                else buttons.current.delete(photo.id);
              }}
              onClick={() => setOpenId(photo.id)}
              onPointerEnter={loadPhotoDialog}
              onFocus={loadPhotoDialog}
              className="group block w-full overflow-hidden rounded-card bg-sand shadow-card"
            >
              <span className="sr-only">
                SR Photo {photo.number}, {photo.year}:{" "}
              </span>
              <Picture
                image={photo.image}
                alt={photo.alt}
                sizes="(min-width: 1024px) 23rem, (min-width: 640px) 50vw, 100vw"
                priority={priorityFirst && index === 0}
                className="block aspect-3/2"
                imgClassName="size-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </button>
          </LazyListItem>
        ))}
      </ul>
      {openIndex >= 0 ? (
        <Suspense fallback={null}>
          <PhotoDialog
            photos={photos}
            index={openIndex}
            onIndexChange={(index) => setOpenId(photos[index]?.id ?? null)}
            onClose={() => setOpenId(null)}
            returnFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}
