import type * as React from "react";
import { useEffect, useId, useRef } from "react";
import { CloseButton } from "~/components/ui/close-button";
import { cn } from "~/lib/utils";

type DialogProps = Omit<React.ComponentProps<"dialog">, "open" | "onClose" | "title" | "ref"> & {
  /** Shown as a modal while true; turning false closes it. */
  open: boolean;
  /** Called once it has closed, however: Escape, the close button, a click on the backdrop or `open` turning false. */
  onClose: () => void;
  /** The heading that names the dialog. */
  title: React.ReactNode;
  /** A sentence under the title that describes the dialog, if any. */
  description?: React.ReactNode;
  /** The close button's name for screen readers. */
  closeLabel?: string;
  /** Runs just after it opens; the browser has put focus on its first control (the close button) by then. */
  onShow?: () => void;
  /**
   * Where focus goes once it has closed. Undefined (or no function) is the element that
   * had it before the dialog opened; null leaves focus alone (a link in the dialog led to
   * another page).
   */
  returnFocus?: () => HTMLElement | null | undefined;
  /**
   * Where it sits: in the middle of the viewport, or high up, for a dialog whose content
   * grows downwards as it is used (search results).
   */
  placement?: keyof typeof placements;
  /** The gap between the title row and the children, and between the children (default `gap-4`). */
  bodyClassName?: string;
};

const placements = {
  centre: "m-auto max-h-[calc(100dvh-2rem)]",
  top: "mx-auto mt-[8vh] mb-auto max-h-[84dvh]",
};

/**
 * The site's modal dialog: the native <dialog> opened with showModal(), so the browser
 * moves focus in and keeps it there, makes the page behind it inert, closes it on Escape
 * and draws it above everything else (the top layer), with no script of ours for any of
 * it. The page behind it does not scroll while it is open (app.css). A click on the
 * backdrop closes it too, and focus returns to where `returnFocus` says.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  closeLabel = "Close",
  onShow,
  returnFocus,
  className,
  placement = "centre",
  bodyClassName,
  children,
  ...props
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  // The latest onShow, read when `open` changes, not a reason to run the effect: between
  // Escape (the element closes) and the close event (a task later) a render must not open it again.
  const onShowRef = useRef(onShow);
  onShowRef.current = onShow;
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;
  // Whether onClose has been called for the closing under way; false again once it opens.
  const reportedRef = useRef(false);
  // Whether focus still has to go back to the page: from opening until the close event, or
  // until the parent removes the dialog (the photo viewer does, as soon as it is told).
  const focusOwedRef = useRef(false);
  const giveFocusBack = () => {
    if (!focusOwedRef.current) return;
    focusOwedRef.current = false;
    const chosen = returnFocusRef.current?.();
    const target = chosen === undefined ? openerRef.current : chosen;
    if (target instanceof HTMLElement) target.focus();
  };
  const giveFocusBackRef = useRef(giveFocusBack);
  giveFocusBackRef.current = giveFocusBack;
  useEffect(() => () => giveFocusBackRef.current(), []);
  const reportClosed = () => {
    if (reportedRef.current) return;
    reportedRef.current = true;
    onClose();
  };
  // The close button and the backdrop tell the parent at once, like Escape (onCancel).
  const close = () => {
    reportClosed();
    dialogRef.current?.close();
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      reportedRef.current = false;
      focusOwedRef.current = true;
      dialog.showModal();
      onShowRef.current?.();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is the pointer's way to do what Escape does; the browser handles Escape
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // The close event comes a task after the element has closed, and the browser may run a
      // key press first: a Ctrl+K right after Escape must find the parent told already, or
      // its "open" would be no change and the late close event would undo it. So Escape
      // (cancel) tells the parent at once, and a close event that arrives once the dialog
      // has been opened again is stale and ignored.
      onCancel={reportClosed}
      onClose={(event) => {
        if (event.currentTarget.open) return;
        giveFocusBack();
        reportClosed();
      }}
      onClick={(event) => {
        // The box inside fills the dialog, so a click that lands on the dialog itself is on the backdrop.
        if (event.target === event.currentTarget) close();
      }}
      className={cn(
        "w-[calc(100%-2rem)] overflow-y-auto overscroll-contain rounded-card bg-card p-0 text-ink shadow-raised backdrop:bg-night/80",
        placements[placement],
        className,
      )}
      {...props}
    >
      <div className={cn("grid p-5 sm:p-6", bodyClassName ?? "gap-4")}>
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h2 id={titleId} className="text-xl font-bold tracking-tight">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="text-ink-muted">
                {description}
              </p>
            ) : null}
          </div>
          <CloseButton label={closeLabel} className="-mt-1 -mr-2" onClick={close} />
        </div>
        {children}
      </div>
    </dialog>
  );
}

/** A row of actions under the dialog's content, at its end, or spread over its width. */
export function DialogFooter({
  className,
  spread = false,
  ...props
}: React.ComponentProps<"div"> & { spread?: boolean }) {
  return (
    <div
      className={cn("flex flex-wrap items-center gap-3", spread ? "justify-between" : "justify-end", className)}
      {...props}
    />
  );
}
