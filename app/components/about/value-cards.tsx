import { IconCardGrid } from "~/components/shared/icon-card-grid";
import { Eye, Handshake, type IconComponent, Lightbulb, ShieldCheck, Target, Users } from "~/components/ui/icons";
import type { AboutData } from "~/content/pages.server";

type Value = AboutData["values"]["items"][number];

// Icons by value title; a value added in content without an icon gets the default.
const icons: Record<string, IconComponent> = {
  Transparency: Eye,
  Inclusivity: Users,
  Excellence: Target,
  Innovation: Lightbulb,
  Collaboration: Handshake,
  Integrity: ShieldCheck,
};

export function ValueCards({ values }: { values: Value[] }) {
  return (
    <IconCardGrid
      items={values.map(({ title, description }) => ({ title, description, icon: icons[title] ?? Target }))}
    />
  );
}
