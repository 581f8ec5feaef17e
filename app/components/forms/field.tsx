import type * as React from "react";
import { useId } from "react";
import { CircleAlert } from "~/components/ui/icons";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

/** Props a Field hands to its control so label, description and error are connected. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/**
 * One form field: label, control, optional description and error text. The control
 * gets the ids through a render prop, so screen readers hear the label, then the
 * description and the error (aria-describedby), and know the value is invalid
 * (aria-invalid).
 */
export function Field({
  label,
  description,
  error,
  className,
  children,
}: {
  label: React.ReactNode;
  description?: React.ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {description ? (
        <p id={descriptionId} className="text-sm text-ink-muted">
          {description}
        </p>
      ) : null}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error ? (
        <p id={errorId} className="flex items-center gap-1.5 text-sm font-medium text-brand">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
