import type * as React from "react";

/**
 * Outline marks for the social networks, drawn like Lucide's icons. They are written here
 * because Lucide ships no brand icons. Decorative: the link text names the network.
 */
type BrandIconProps = Omit<React.ComponentProps<"svg">, "children">;

function BrandIcon({ children, ...props }: BrandIconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

export function InstagramIcon(props: BrandIconProps) {
  return (
    <BrandIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </BrandIcon>
  );
}

export function LinkedInIcon(props: BrandIconProps) {
  return (
    <BrandIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7v.01M12 17v-4a2.5 2.5 0 0 1 5 0v4M12 10v7" />
    </BrandIcon>
  );
}

export function TikTokIcon(props: BrandIconProps) {
  return (
    <BrandIcon {...props}>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
      <path d="M14 3c.5 2.8 2.3 4.5 5 4.8" />
    </BrandIcon>
  );
}
