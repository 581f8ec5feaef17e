import { CircleCheck } from "~/components/ui/icons";

/** 'Key Responsibilities' of a team or a role: one checked line per responsibility. */
export function ResponsibilityList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-8 grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-card border border-line bg-card p-5 shadow-card">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
