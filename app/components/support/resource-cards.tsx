import { ExternalLink } from "~/components/ui/external-link";
import {
  ArrowUpRight,
  BookOpen,
  Briefcase,
  Building2,
  Globe,
  GraduationCap,
  type IconComponent,
  Plane,
  Scale,
  Users,
} from "~/components/ui/icons";
import { supportCardTexts } from "~/content/page-texts/student-support";
import type { SupportContent } from "~/content/schemas/support";
import { anchorIds } from "~/lib/anchors";
import { searchDetailMark, searchRecordMark } from "~/lib/search-marks";

type SupportResource = SupportContent["resources"]["items"][number];

/** The icon names editors may use in content/support/support.yaml (listed in its README; the schema's `supportIcons`). */
const resourceIcons = {
  "book-open": BookOpen,
  users: Users,
  globe: Globe,
  briefcase: Briefcase,
  plane: Plane,
  scale: Scale,
  "graduation-cap": GraduationCap,
  building: Building2,
} satisfies Record<SupportResource["icon"], IconComponent>;

/**
 * The grid of support offices, each with a link to its own site. Each office is a search
 * record of its own, found at its anchor (#support-…).
 */
export function ResourceCards({ resources }: { resources: readonly SupportResource[] }) {
  const ids = anchorIds(
    "support",
    resources.map((resource) => resource.title),
  );
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {resources.map((resource, index) => {
        const Icon = resourceIcons[resource.icon];
        return (
          <li
            key={resource.title}
            id={ids[index]}
            {...searchRecordMark("Support")}
            className="flex flex-col rounded-card border border-line bg-card p-6 shadow-card transition-shadow hover:shadow-raised"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-brand-soft text-brand">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-bold">{resource.title}</h3>
            <p {...searchDetailMark} className="mt-2 flex-1 text-ink-muted">
              {resource.description}
            </p>
            <ExternalLink
              href={resource.link}
              className="group mt-5 inline-flex items-center gap-1.5 font-semibold text-brand hover:text-brand-strong"
            >
              {supportCardTexts.resourceLink}
              <span className="sr-only"> from {resource.title}</span>
              <ArrowUpRight
                aria-hidden="true"
                className="size-4 shrink-0 transition-transform group-hover:-translate-y-0.5"
              />
            </ExternalLink>
          </li>
        );
      })}
    </ul>
  );
}
