/**
 * The social card's text layer, as JSX for satori (HTML and CSS to SVG): transparent where
 * the picture shows through, a dark veil rising from the bottom, the site's name on a
 * brand-red label, the title and one line under it. Colours come from the site's own
 * tokens (cardColours, app/lib/social-card.server.ts); satori reads inline styles only.
 */
import type { CardColours, SocialCardInput } from "../../../app/lib/social-card.server.ts";

/** A #rrggbb colour with an opacity (0 to 1), as satori's gradients take it. */
function withAlpha(colour: string, alpha: number): string {
  return `${colour}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, "0")}`;
}

/** Shorter titles are drawn larger; a long one takes up to three lines. */
function titleSize(title: string): number {
  if (title.length <= 28) return 76;
  if (title.length <= 48) return 64;
  return 54;
}

type CardProps = Pick<SocialCardInput, "title" | "line" | "label"> & {
  colours: CardColours;
  width: number;
  height: number;
};

export function CardText({ title, line, label, colours, width, height }: CardProps) {
  const veil = [
    `${withAlpha(colours.night, 0.96)} 0%`,
    `${withAlpha(colours.night, 0.88)} 45%`,
    `${withAlpha(colours.night, 0.2)} 80%`,
    `${withAlpha(colours.night, 0)} 100%`,
  ].join(", ");
  return (
    <div
      style={{
        width,
        height,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        boxSizing: "border-box",
        padding: "56px 64px",
        fontFamily: "Inter",
        color: colours.onBrand,
        backgroundImage: `linear-gradient(to top, ${veil})`,
      }}
    >
      <div style={{ display: "flex" }}>
        <div
          style={{
            backgroundColor: colours.brand,
            borderRadius: 999,
            padding: "10px 24px",
            fontSize: 26,
            fontWeight: 600,
          }}
        >
          {label}
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ width: 96, height: 8, backgroundColor: colours.brand, marginBottom: 28 }} />
        <div
          style={{
            fontSize: titleSize(title),
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: "-0.02em",
            display: "block",
            lineClamp: 3,
          }}
        >
          {title}
        </div>
        <div
          style={{ marginTop: 24, fontSize: 32, fontWeight: 600, color: colours.sand, display: "block", lineClamp: 2 }}
        >
          {line}
        </div>
      </div>
    </div>
  );
}
