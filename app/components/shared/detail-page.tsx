import type * as React from "react";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { ArrowLeft } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import type { ImageAsset } from "~/content/page-data";

type DetailPageProps = {
  /** The way back to the list the page belongs to. */
  back: { to: string; label: string };
  /** What the page's header holds: its h1 and what stands beside it. */
  header: React.ReactNode;
  image: ImageAsset;
  imageAlt: string;
  /** CSS object-position of the picture in its frame. */
  imagePosition?: string;
  /** The body rendered from Markdown; null leaves the body out. */
  html: string | null;
};

/**
 * The page of one article or one event: the way back to the list, the header, a wide
 * picture and the Markdown body, in a column of reading width.
 */
export function DetailPage({ back, header, image, imageAlt, imagePosition, html }: DetailPageProps) {
  return (
    <article className="pb-20">
      <Container width="article" className="pt-10 sm:pt-14">
        <Link
          to={back.to}
          className="inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
        <header className="mt-8">{header}</header>
        <Picture
          image={image}
          alt={imageAlt}
          // The Container's width (56rem) less its padding at each breakpoint.
          sizes="(min-width: 1024px) 52rem, (min-width: 896px) 53rem, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)"
          priority
          position={imagePosition}
          className="mt-10 block aspect-[16/9] overflow-hidden rounded-card bg-sand shadow-card"
          imgClassName="size-full object-cover"
        />
        {html !== null ? (
          <div
            className="prose-content mx-auto mt-12"
            // Rendered from Markdown with raw HTML escaped: at build time (markdown.server.ts),
            // in the /admin preview from the form (admin/previews/markdown.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped Markdown output, see above
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : null}
      </Container>
    </article>
  );
}
