import type * as React from "react";
import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import type { ImageAsset } from "~/content/page-data";

/** A page hero with artwork behind a dark overlay: the page's h1, a lead and optional extras. */
export function ImageHero({
  title,
  lead,
  image,
  imageAlt,
  imagePosition,
  children,
}: {
  title: string;
  lead?: string;
  image: ImageAsset;
  imageAlt: string;
  imagePosition?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-night text-white">
      <Picture
        image={image}
        alt={imageAlt}
        sizes="100vw"
        priority
        position={imagePosition}
        className="absolute inset-0 -z-10"
        imgClassName="size-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-night via-night/85 to-night/45" />
      <Container className="py-20 sm:py-28">
        <h1 className="max-w-3xl text-display font-extrabold tracking-tight">{title}</h1>
        {lead ? <p className="mt-5 max-w-2xl text-lg text-white/90">{lead}</p> : null}
        {children}
      </Container>
    </section>
  );
}
