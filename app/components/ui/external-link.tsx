import type * as React from "react";

/**
 * A link to another site, opened in a new tab without giving that page access to
 * ours (rel="noopener noreferrer"). The visually hidden note tells screen-reader
 * users that a new tab opens; it is no text of the page for the site search.
 */
export function ExternalLink({
  children,
  ...props
}: Omit<React.ComponentProps<"a">, "target" | "rel"> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{" (opens in a new tab)"}</span>
    </a>
  );
}
