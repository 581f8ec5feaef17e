import type * as React from "react";
import { Picture } from "~/components/ui/picture";
import type { ImageAsset } from "~/content/page-data";
import { PageSection } from "./page-section";

type PictureSectionProps = {
  /** The heading's id; it also labels the section. */
  id: string;
  title: string;
  image: ImageAsset;
  imageAlt: string;
  /** The picture's width at each breakpoint (the `sizes` of its sources). */
  sizes: string;
  children: React.ReactNode;
};

/** A page section with a picture beside its heading and text on wide screens (below them on narrow ones). */
export function PictureSection({ id, title, image, imageAlt, sizes, children }: PictureSectionProps) {
  return (
    <PageSection
      id={id}
      title={title}
      media={
        <Picture
          image={image}
          alt={imageAlt}
          sizes={sizes}
          className="block overflow-hidden rounded-card shadow-card"
          imgClassName="h-auto w-full"
        />
      }
    >
      {children}
    </PageSection>
  );
}
