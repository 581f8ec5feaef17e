import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Check, Copy } from "~/components/ui/icons";
import { selectContents } from "~/components/ui/select-contents";
import { cn } from "~/lib/utils";

type CopyState = "idle" | "copied" | "selected";

const confirmations: Record<CopyState, string> = {
  idle: "",
  copied: "Copied",
  // The clipboard refused (no permission, an old browser): the text is selected instead.
  selected: "Selected: press Ctrl+C (⌘C on a Mac) to copy",
};

/**
 * A short text (an email address) with a Copy button. The outcome is shown next to the
 * button in a polite live region; if the clipboard cannot be written, the text is
 * selected so the visitor can copy it with the keyboard or the context menu.
 */
export function CopyText({ text, label, className }: { text: string; label: string; className?: string }) {
  const textRef = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<CopyState>("idle");

  async function copy() {
    // Cleared first, so a second copy is announced again.
    setState("idle");
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      if (textRef.current) selectContents(textRef.current);
      setState("selected");
    }
  }

  return (
    <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-2", className)}>
      <span ref={textRef} className="font-semibold break-all text-ink">
        {text}
      </span>
      <Button variant="outline" size="sm" onClick={copy} aria-label={label}>
        <Copy aria-hidden="true" />
        Copy
      </Button>
      <span aria-live="polite" className="inline-flex items-center gap-1 text-sm font-semibold text-ink-muted">
        {state === "copied" ? <Check aria-hidden="true" className="size-4 text-brand" /> : null}
        {confirmations[state]}
      </span>
    </div>
  );
}
