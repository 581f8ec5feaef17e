import type { IconComponent } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

export type IconCard = { title: string; description: string; icon: IconComponent };

/**
 * A grid of cards, each an icon in a soft-brand square, an h3 title and a description
 * (About's values, Join Us's offers). `columns` sets the grid columns from `sm` up.
 */
export function IconCardGrid({
  items,
  columns = "sm:grid-cols-2 lg:grid-cols-3",
}: {
  items: IconCard[];
  columns?: string;
}) {
  return (
    <ul className={cn("mt-10 grid gap-5", columns)}>
      {items.map(({ title, description, icon: Icon }) => (
        <li key={title} className="rounded-card border border-line bg-card p-6 shadow-card">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-xl font-semibold">{title}</h3>
          <p className="mt-2 text-ink-muted">{description}</p>
        </li>
      ))}
    </ul>
  );
}
