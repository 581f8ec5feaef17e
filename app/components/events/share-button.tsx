import type * as React from "react";
import { useId, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { Check, Share2 } from "~/components/ui/icons";
import { type ShareOutcome, shareOrCopy } from "~/lib/share";
import { cn } from "~/lib/utils";

const confirmations: Record<ShareOutcome | "idle", string> = {
  idle: "",
  shared: "",
  copied: "Link copied",
  failed: "Select the address to copy it",
};

/**
 * 'Share': the platform's share sheet where there is one, else the page's address copied
 * with a confirmation beside the button. It is a <details>: before the page's script runs
 * (or without it) its summary opens the address, selectable, to copy by hand; with the
 * script the click shares or copies instead, and opens it only when both fail. No
 * third-party script or request: the platform does the sharing.
 */
export function ShareButton({
  title,
  url,
  className,
}: {
  /** What is shared: the event's title (also read after 'Share' by screen readers). */
  title: string;
  /** The absolute address shared and shown. */
  url: string;
  /** For the <details>, an item of the row of actions (the address takes a line of its own when open). */
  className?: string;
}) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<ShareOutcome | "idle">("idle");
  const inputId = useId();

  async function share(click: React.MouseEvent<HTMLElement>) {
    click.preventDefault();
    const details = detailsRef.current;
    if (details?.open) {
      details.open = false;
      return;
    }
    // Cleared first, so a second copy is announced again.
    setOutcome("idle");
    const result = await shareOrCopy({ title, url }, navigator);
    setOutcome(result);
    if (result === "failed" && details) {
      details.open = true;
      inputRef.current?.focus();
    }
  }

  return (
    // `contents`: the button and its confirmation are items of the row of actions they sit in.
    <div className="contents">
      <details ref={detailsRef} className={cn("open:basis-full", className)}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a <summary> is the <details>' own button, reached and pressed by keyboard natively */}
        <summary
          onClick={share}
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
          )}
        >
          <Share2 aria-hidden="true" />
          Share
          <span className="sr-only">: {title}</span>
        </summary>
        <div className="mt-3">
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
            Address to share
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="url"
            readOnly
            value={url}
            onFocus={(focus) => focus.currentTarget.select()}
            className="mt-1 w-full rounded-md border border-line bg-card px-3 py-2 text-sm text-ink"
          />
        </div>
      </details>
      <span aria-live="polite" className="inline-flex items-center gap-1 text-sm font-semibold text-ink-muted">
        {outcome === "copied" ? <Check aria-hidden="true" className="size-4 text-brand" /> : null}
        {confirmations[outcome]}
      </span>
    </div>
  );
}
