import type * as React from "react";
import { useId, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { Check, Share2 } from "~/components/ui/icons";
import { selectContents } from "~/components/ui/select-contents";
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
 * The address is an <output>, not a read-only text field: the browser's autofill looks at
 * every form field when a page has loaded, which forced a layout per card on a year's
 * listing (30 fields: a third of its blocking time, ADR 056). A click selects it whole
 * (`select-all`), and so does the focus the script gives it when sharing failed.
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
  const addressRef = useRef<HTMLOutputElement>(null);
  const [outcome, setOutcome] = useState<ShareOutcome | "idle">("idle");
  const addressId = useId();

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
      addressRef.current?.focus();
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
          <label htmlFor={addressId} className="block text-sm font-semibold text-ink">
            Address to share
          </label>
          <output
            ref={addressRef}
            id={addressId}
            tabIndex={-1}
            onFocus={(focus) => selectContents(focus.currentTarget)}
            className="mt-1 block w-full rounded-md border border-line bg-card px-3 py-2 text-sm break-all text-ink select-all"
          >
            {url}
          </output>
        </div>
      </details>
      <span aria-live="polite" className="inline-flex items-center gap-1 text-sm font-semibold text-ink-muted">
        {outcome === "copied" ? <Check aria-hidden="true" className="size-4 text-brand" /> : null}
        {confirmations[outcome]}
      </span>
    </div>
  );
}
