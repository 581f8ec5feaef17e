import type { AboutData } from "~/content/page-data";

type Entry = AboutData["timeline"]["entries"][number];

/** 'Our Journey': an ordered list of milestones on a vertical line. */
export function Timeline({ entries }: { entries: Entry[] }) {
  return (
    <ol className="relative mt-10 space-y-10 border-l-2 border-brand-soft pl-8">
      {entries.map((entry) => (
        // Two milestones may share a year; the title tells them apart.
        <li key={`${entry.year} ${entry.title}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.55rem] size-4 rounded-full border-4 border-surface bg-brand"
          />
          <p className="text-sm font-bold tracking-wider text-brand">{entry.year}</p>
          <h3 className="mt-1 text-xl font-semibold">{entry.title}</h3>
          <p className="mt-2 max-w-2xl text-ink-muted">{entry.description}</p>
        </li>
      ))}
    </ol>
  );
}
