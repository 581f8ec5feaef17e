import { useId, useRef } from "react";
import { buttonVariants } from "~/components/ui/button";
import { Contrast } from "~/components/ui/icons";
import { usePopoverOpen } from "~/hooks/use-popover-open";
import { themeChoices, themeControlAttribute, themeLabels } from "~/lib/theme";
import { cn } from "~/lib/utils";

/**
 * The Theme control's three choices (System, Light, Dark) as radio buttons. They carry no
 * `checked` and no handler: the theme script of every page (app/lib/theme.ts, run from
 * the <head>) checks the current choice once the document is parsed and applies a change,
 * so the control works before hydration. It needs that script, so it is hidden under
 * `scripting: none`, where the device's appearance applies.
 */
export function ThemeChoices({ className }: { className?: string }) {
  const name = useId();
  return (
    <fieldset {...{ [themeControlAttribute]: "" }} className={cn("[@media(scripting:none)]:hidden", className)}>
      <legend className="mb-2 text-sm font-semibold text-ink">Theme</legend>
      <div className="flex gap-1 rounded-pill border border-line bg-sand p-1">
        {themeChoices.map((choice) => (
          <label
            key={choice}
            className="flex h-10 flex-1 cursor-pointer items-center justify-center rounded-pill px-4 text-sm font-medium text-ink hover:bg-card has-checked:bg-brand has-checked:text-on-brand has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
          >
            <input type="radio" name={name} value={choice} className="sr-only" />
            {themeLabels[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The header's Theme button from the md breakpoint up (below it the choices are in the
 * mobile menu): a popover, like the Teams dropdown (ADR 008), placed under the button by
 * CSS anchor positioning.
 */
export function ThemeMenu({ className }: { className?: string }) {
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const open = usePopoverOpen(panelRef);
  return (
    <div className={cn("[@media(scripting:none)]:hidden", className)}>
      <button
        type="button"
        popoverTarget={panelId}
        aria-expanded={open}
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "[anchor-name:--theme-menu]")}
      >
        <Contrast aria-hidden="true" />
        <span className="sr-only">Theme</span>
      </button>
      <div
        id={panelId}
        ref={panelRef}
        popover="auto"
        className="inset-auto top-[anchor(bottom)] right-[anchor(right)] m-0 mt-2 w-80 rounded-card border border-line bg-card p-4 text-ink shadow-raised [position-anchor:--theme-menu]"
      >
        <ThemeChoices />
      </div>
    </div>
  );
}
