import { KnowledgeBaseNote } from "~/components/shared/knowledge-base-note";
import { CalendarRange, Clock, type IconComponent } from "~/components/ui/icons";

/**
 * 'Additional Information': Duration and Time Commitment. Bachelor 3 students follow a
 * different timeline, which the knowledge base explains, so the Duration card links there.
 */
export function TeamInfoCards({ duration, timeCommitment }: { duration: string; timeCommitment: string }) {
  return (
    <ul className="mt-8 grid gap-5 md:grid-cols-2">
      <li className="rounded-card border border-line bg-card p-6 shadow-card">
        <InfoIcon icon={CalendarRange} />
        <h3 className="mt-4 text-xl font-semibold">Duration</h3>
        <p className="mt-2 text-ink-muted">{duration}</p>
        <KnowledgeBaseNote className="mt-3" />
      </li>
      <li className="rounded-card border border-line bg-card p-6 shadow-card">
        <InfoIcon icon={Clock} />
        <h3 className="mt-4 text-xl font-semibold">Time Commitment</h3>
        <p className="mt-2 text-ink-muted">{timeCommitment}</p>
      </li>
    </ul>
  );
}

function InfoIcon({ icon: Icon }: { icon: IconComponent }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
