import type { BlogTag } from "~/lib/blog";
import { searchMetaMark } from "~/lib/search-marks";
import { cn } from "~/lib/utils";

/** The red label with an article's tag (Alumni or Faculty). */
export function ArticleTag({ tag, className }: { tag: BlogTag; className?: string }) {
  return (
    <span
      {...searchMetaMark("tag")}
      className={cn(
        "inline-flex w-fit items-center rounded-pill bg-brand px-3 py-1 text-xs font-semibold tracking-wide text-on-brand uppercase",
        className,
      )}
    >
      {tag}
    </span>
  );
}
