import { Briefcase, GraduationCap, type LucideIcon, Sparkles, Users } from "lucide-react";
import type { JoinData } from "~/content/join.server";

// Icons by card title; a card added in content without an icon gets the default.
const icons: Record<string, LucideIcon> = {
  "Influence on Your Education": GraduationCap,
  "Leadership Experience": Sparkles,
  "Vibrant Community": Users,
  "Professional Skills": Briefcase,
};

/** 'What SR Offers You': four cards. */
export function OfferCards({ offers }: { offers: JoinData["offers"] }) {
  return (
    <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {offers.map((offer) => {
        const Icon = icons[offer.title] ?? Sparkles;
        return (
          <li key={offer.title} className="rounded-card border border-line bg-card p-6 shadow-card">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">{offer.title}</h3>
            <p className="mt-2 text-ink-muted">{offer.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
