import { initials } from "~/lib/initials";
import { cn } from "~/lib/utils";

/**
 * Stands in for a person's photo until there is one: their initials on the plain sand
 * ground that photos load onto. It fills its parent's box as a photo does (the parent
 * fixes the shape, e.g. `aspect-square`), so a photo added later moves nothing, and the
 * letters scale with that box (container units), whatever the grid makes of it.
 *
 * Decorative, like the photo it replaces (which has `alt=""`): it stands beside the
 * person's name, so screen readers hear the name once, from the text. The letters are
 * kept out of the site search too, which would otherwise index 'AV' as a word of the card.
 */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("@container flex size-full items-center justify-center bg-sand select-none", className)}
    >
      <span className="text-[length:30cqi] font-semibold leading-none tracking-wide text-ink-muted">
        {initials(name)}
      </span>
    </div>
  );
}
