import { cn } from "~/lib/utils";

/** A section's h2 with an optional kicker and lead; keeps section titles consistent across pages. */
export function SectionHeading({
  id,
  title,
  lead,
  className,
}: {
  id: string;
  title: string;
  lead?: string;
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <span aria-hidden="true" className="mt-3 block h-1 w-14 rounded-pill bg-brand" />
      {lead ? <p className="mt-4 text-lg text-ink-muted">{lead}</p> : null}
    </div>
  );
}
