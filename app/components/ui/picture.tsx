import type { CSSProperties } from "react";
import { preload } from "react-dom";
// Type-only: the .server module itself must never reach the client bundle.
import type { ImageAsset } from "~/content/images.server";

export type PictureProps = {
  image: ImageAsset;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /** The page's largest image (LCP): loads eagerly, with high priority and a preload in the HTML head. */
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
  if (priority) {
    // Called during render, so the prerendered HTML carries <link rel="preload"> in its head.
    // type="image/avif" makes browsers without AVIF skip it instead of fetching twice.
    preload(image.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: image.avifSrcset,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
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
