import type { CSSProperties } from "react";
// Type-only: the .server module itself must never reach the client bundle.
import type { ImageAsset } from "~/content/page-data";

export type PictureProps = {
  image: ImageAsset;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /**
   * The page's largest image (LCP): loads eagerly and at high priority. No `<link rel="preload">`:
   * the image is in the prerendered HTML, so the browser's preload scanner finds it while
   * parsing, and a preload at the top of the head would start it before the stylesheet
   * that every first paint waits for.
   */
  priority?: boolean;
  /** CSS object-position, e.g. "center 30%" (focal point from content). */
  position?: string;
  /** CSS transform from content, e.g. "scale(1.2)". */
  transform?: string;
  className?: string;
  imgClassName?: string;
};

/** A responsive image: AVIF, then WebP, then a mid-size WebP `<img>` with intrinsic size (no layout shift). */
export function Picture({
  image,
  alt,
  sizes,
  priority = false,
  position,
  transform,
  className,
  imgClassName,
}: PictureProps) {
  const style: CSSProperties | undefined = position || transform ? { objectPosition: position, transform } : undefined;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />
      <source type="image/webp" srcSet={image.webpSrcset} sizes={sizes} />
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        className={imgClassName}
        style={style}
        decoding={priority ? undefined : "async"}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
