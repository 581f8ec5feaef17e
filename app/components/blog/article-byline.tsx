import { searchDetailMark, searchMetaMark } from "~/lib/search-marks";
import { cn } from "~/lib/utils";

/**
 * 'Written by' and the date. The date is shown exactly as written in content (no locale
 * formatting), so prerendered HTML and the browser always agree; `datetime` carries the
 * machine-readable day.
 */
export function ArticleByline({
  author,
  date,
  isoDate,
  className,
}: {
  author: string;
  date: string;
  isoDate: string;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted", className)}>
      <span>
        Written by{" "}
        <span {...searchMetaMark("author")} {...searchDetailMark} className="font-semibold text-ink">
          {author}
        </span>
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={isoDate} {...searchDetailMark}>
        {date}
      </time>
    </p>
  );
}
