import { useEffect, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { CloseButton } from "~/components/ui/close-button";
import { MessageCircle } from "~/components/ui/icons";
import { links, supportChat } from "~/config/links";
import { supportPopupDelayMs, supportPopupFadeOutMs } from "~/config/timing";
import { cn } from "~/lib/utils";

type Phase = "hidden" | "shown" | "leaving" | "closed";

/**
 * Floating invitation to chat with SR Support: hidden at first, fades in
 * `supportPopupDelayMs` after the page loads; closing fades it out and removes it once
 * the fade (`supportPopupFadeOutMs`) is over. Its
 * button opens the WhatsApp chat in a new tab, then closes the popup.
 */
export function SupportPopup() {
  const [phase, setPhase] = useState<Phase>("hidden");

  useEffect(() => {
    const timer = window.setTimeout(() => setPhase("shown"), supportPopupDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (phase !== "leaving") return;
    const timer = window.setTimeout(() => setPhase("closed"), supportPopupFadeOutMs);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === "hidden" || phase === "closed") return null;

  const close = () => setPhase("leaving");
  return (
    <aside
      aria-label="Chat with SR Support"
      className={cn(
        "fixed right-4 bottom-4 z-50 w-[min(22rem,calc(100vw-2rem))] rounded-card border border-line bg-card p-5 shadow-raised transition-opacity duration-300",
        phase === "shown" ? "animate-fade-in opacity-100" : "opacity-0",
      )}
    >
      <CloseButton label="Close support message" onClick={close} className="absolute top-1 right-1" />
      <p className="pr-8 font-semibold">{supportChat.popupTitle}</p>
      <p className="mt-1 text-sm text-ink-muted">{supportChat.popupText}</p>
      <a
        href={links.supportChat}
        target="_blank"
        rel="noopener noreferrer"
        onClick={close}
        className={cn(buttonVariants({ size: "sm" }), "mt-4")}
      >
        <MessageCircle aria-hidden="true" />
        Chat with SR Support
        <span className="sr-only"> (opens WhatsApp in a new tab)</span>
      </a>
    </aside>
  );
}
