import { KnowledgeBaseNote } from "~/components/shared/knowledge-base-note";
import { CalendarRange, Clock, Users } from "~/components/ui/icons";
import type { Role } from "~/content/page-data";

/** The facts box of a role page: team, period and hours, with the optional timeline footnote and the Bachelor 3 note. */
export function RoleDetails({ role }: { role: Role }) {
  const facts = [
    { label: "Team", value: role.team, icon: Users },
    { label: "Period", value: role.period, icon: CalendarRange },
    { label: "Time commitment", value: role.hoursPerWeek, icon: Clock },
  ];
  return (
    <aside aria-labelledby="role-details-title" className="rounded-card border border-line bg-card p-6 shadow-card">
      <h2 id="role-details-title" className="text-xl font-bold">
        Position details
      </h2>
      <dl className="mt-5 space-y-4">
        {facts.map(({ label, value, icon: Icon }) => (
          <div key={label}>
            <dt className="flex items-center gap-2 text-sm text-ink-muted">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand" />
              {label}
            </dt>
            <dd className="pl-7 font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {role.timelineFootnote ? (
        <KnowledgeBaseNote lead={role.timelineFootnote} className="mt-5 border-t border-line pt-4" />
      ) : null}
    </aside>
  );
}
