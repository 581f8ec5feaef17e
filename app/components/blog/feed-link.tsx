import { href } from "react-router";
import { Rss } from "~/components/ui/icons";
import { site } from "~/config/site";
import { notIndexedMark } from "~/lib/search-marks";
import { cn } from "~/lib/utils";

/** Where feed readers subscribe; also announced in the page head (see blogFeedLink). */
export const blogFeedHref = href("/blog/rss.xml");

/** The `<link rel="alternate">` that lets browsers and feed readers discover the feed. */
export const blogFeedLink = {
  rel: "alternate",
  type: "application/rss+xml",
  title: `${site.name} Blog`,
  href: blogFeedHref,
} as const;

/** A visible link to the RSS feed. A plain <a>: the feed is a file, not a page of the app. */
export function FeedLink({ className }: { className?: string }) {
  return (
    <a
      href={blogFeedHref}
      {...notIndexedMark}
      className={cn(
        "inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline",
        className,
      )}
    >
      <Rss aria-hidden="true" className="size-4" />
      RSS feed
    </a>
  );
}
