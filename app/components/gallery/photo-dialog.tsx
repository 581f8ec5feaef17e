import type * as React from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogFooter } from "~/components/ui/dialog";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import type { GalleryPhoto } from "~/content/page-data";
import { DownloadPhotoButton } from "./download-photo-button";

export function photoTitle(photo: Pick<GalleryPhoto, "number" | "year">): string {
  return `SR Photo ${photo.number}, ${photo.year}`;
}

/**
 * The open photo, large, with previous/next (buttons and arrow keys) through the
 * photos currently listed and a Download button. Loaded on demand: only a click needs it.
 */
export function PhotoDialog({
  photos,
  index,
  onIndexChange,
  onClose,
  returnFocus,
}: {
  photos: readonly GalleryPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes after closing: the grid button of the photo shown last. */
  returnFocus: (photo: GalleryPhoto) => HTMLElement | null | undefined;
}) {
  const photo = photos[index];
  if (!photo) return null;
  const several = photos.length > 1;
  const step = (by: number) => onIndexChange((index + by + photos.length) % photos.length);

  function handleKeyDown(event: React.KeyboardEvent) {
    if (!several || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      returnFocus={() => returnFocus(photo)}
      title={photoTitle(photo)}
      description={photo.caption}
      className="max-w-5xl"
      onKeyDown={handleKeyDown}
    >
      <Picture
        key={photo.id}
        image={photo.image}
        alt={photo.alt}
        sizes="(min-width: 1088px) 60rem, calc(100vw - 4rem)"
        className="block overflow-hidden rounded-lg bg-sand"
        imgClassName="mx-auto max-h-[62dvh] w-auto object-contain"
      />
      <DialogFooter spread>
        {several ? (
          <div className="flex gap-2">
            <Button type="button" variant="outline" size="icon" onClick={() => step(-1)}>
              <ChevronLeft aria-hidden="true" />
              <span className="sr-only">Previous photo</span>
            </Button>
            <Button type="button" variant="outline" size="icon" onClick={() => step(1)}>
              <ChevronRight aria-hidden="true" />
              <span className="sr-only">Next photo</span>
            </Button>
          </div>
        ) : (
          <span />
        )}
        <DownloadPhotoButton key={photo.id} photo={photo} />
      </DialogFooter>
    </Dialog>
  );
}
