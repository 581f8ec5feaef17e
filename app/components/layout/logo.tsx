import { cn } from "~/lib/utils";

/** The SR mark: a square in the brand colour with the initials in its text colour (white on red; dark on the dark theme's lighter red). Decorative; the name sits beside it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn("size-10 shrink-0", className)}>
      <rect width="40" height="40" rx="10" fill="var(--color-brand)" />
      <path d="M8 30 L20 8 L32 30 Z" fill="#fff" opacity="0.18" />
      <text
        x="20"
        y="26"
        textAnchor="middle"
        className="font-sans"
        fontSize="15"
        fontWeight="800"
        fill="var(--color-on-brand)"
      >
        SR
      </text>
    </svg>
  );
}
