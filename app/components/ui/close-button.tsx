import type * as React from "react";
import { X } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

/**
 * The one close control of the site's dialogs, popups and notices: an X in a round
 * 40px target, named by `label` ("Close", "Dismiss notice") for screen readers. Callers
 * place it (the dialog of components/ui/dialog.tsx places its own).
 */
export function CloseButton({
  label,
  className,
  type = "button",
  ...props
}: Omit<React.ComponentProps<"button">, "children" | "aria-label"> & { label: string }) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center rounded-pill text-ink-muted transition-colors hover:bg-sand hover:text-ink",
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}
