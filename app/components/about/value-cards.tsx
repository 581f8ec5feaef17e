import { Eye, Handshake, Lightbulb, ShieldCheck, Target, Users } from "lucide-react";
import type { AboutData } from "~/content/pages.server";

type Value = AboutData["values"]["items"][number];

// Icons by value title; a value added in content without an icon gets the default.
const icons: Record<string, typeof Eye> = {
  Transparency: Eye,
  Inclusivity: Users,
  Excellence: Target,
  Innovation: Lightbulb,
  Collaboration: Handshake,
  Integrity: ShieldCheck,
};

export function ValueCards({ values }: { values: Value[] }) {
  return (
    <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {values.map((value) => {
        const Icon = icons[value.title] ?? Target;
        return (
          <li key={value.title} className="rounded-card border border-line bg-card p-6 shadow-card">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">{value.title}</h3>
            <p className="mt-2 text-ink-muted">{value.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
