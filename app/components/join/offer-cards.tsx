import { IconCardGrid } from "~/components/shared/icon-card-grid";
import { Briefcase, GraduationCap, type IconComponent, Sparkles, Users } from "~/components/ui/icons";
import type { JoinData } from "~/content/join.server";

// Icons by card title; a card added in content without an icon gets the default.
const icons: Record<string, IconComponent> = {
  "Influence on Your Education": GraduationCap,
  "Leadership Experience": Sparkles,
  "Vibrant Community": Users,
  "Professional Skills": Briefcase,
};

/** 'What SR Offers You': four cards. */
export function OfferCards({ offers }: { offers: JoinData["offers"] }) {
  return (
    <IconCardGrid
      items={offers.map(({ title, description }) => ({ title, description, icon: icons[title] ?? Sparkles }))}
      columns="sm:grid-cols-2 lg:grid-cols-4"
    />
  );
}
