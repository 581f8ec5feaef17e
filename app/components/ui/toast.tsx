import type * as React from "react";
import { CloseButton } from "~/components/ui/close-button";
import { CircleCheck } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

export type ToastMessage = { title: string; description?: string };

/**
 * A confirmation notice inside a polite live region. The region is always in the
 * page, so screen readers announce the notice as soon as it is put in; it stays
 * until dismissed (no timer, WCAG 2.2.1).
 */
export function Toast({
  toast,
  onDismiss,
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "role"> & { toast: ToastMessage | null; onDismiss: () => void }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={className} {...props}>
      {toast ? (
        <div
          className={cn(
            "flex animate-fade-in items-start gap-3 rounded-card border border-line border-l-4 border-l-brand bg-card p-4 shadow-raised",
          )}
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description ? <p className="mt-1 text-sm text-ink-muted">{toast.description}</p> : null}
          </div>
          <CloseButton label="Dismiss notice" onClick={onDismiss} className="-my-2 -mr-2" />
        </div>
      ) : null}
    </div>
  );
}
