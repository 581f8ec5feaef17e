import type * as React from "react";
import { Container } from "~/components/ui/container";
import { cn } from "~/lib/utils";
import { SectionHeading } from "./section-heading";

type PageSectionProps = {
  /** The heading's id; it also labels the section for screen readers. */
  id: string;
  title: string;
  lead?: string;
  /** A sand background, to set the section apart from the plain ones around it. */
  tone?: "plain" | "sand";
  /** Shown beside the heading and content on wide screens (a picture). */
  media?: React.ReactNode;
  /** Classes for the section (extra rules on top of the rhythm). */
  className?: string;
  /** Classes for the centred container (a grid of heading and content). */
  containerClassName?: string;
  style?: React.CSSProperties;
  children: React.ReactNode;
};

/**
 * A full-width section of a page: the vertical rhythm, an optional sand background, the
 * centred container and the section's heading (an h2 that labels it), then its content.
 */
export function PageSection({
  id,
  title,
  lead,
  tone = "plain",
  media,
  className,
  containerClassName,
  style,
  children,
}: PageSectionProps) {
  const heading = <SectionHeading id={id} title={title} lead={lead} />;
  return (
    <section aria-labelledby={id} style={style} className={cn("py-20", tone === "sand" && "bg-sand", className)}>
      {media ? (
        <Container className={cn("grid items-center gap-12 lg:grid-cols-2", containerClassName)}>
          <div>
            {heading}
            {children}
          </div>
          {media}
        </Container>
      ) : (
        <Container className={containerClassName}>
          {heading}
          {children}
        </Container>
      )}
    </section>
  );
}
