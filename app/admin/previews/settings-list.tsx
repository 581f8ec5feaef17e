import type { ReactNode } from "react";
import { PageHeader } from "~/components/layout/page-header";
import { Container } from "~/components/ui/container";
import { siteSettingsSchema } from "~/content/schemas/site-settings";
import { fileData } from "../form-check";
import { PreviewPage } from "./preview-page";
import type { PreviewProps } from "./preview-props";
import { notSet, type SettingsRow, settingsRows } from "./settings";

/** The settings' preview: a title band, then each section of the form as a list of label and value. */
export function SettingsPreview({ entry, document }: PreviewProps) {
  const rows = settingsRows(siteSettingsSchema, fileData(entry));
  return (
    <PreviewPage document={document} title="Site settings">
      <PageHeader title="Site settings" />
      <Container className="space-y-10 py-12">
        <Rows rows={rows} level={2} />
      </Container>
    </PreviewPage>
  );
}

function Rows({ rows, level }: { rows: SettingsRow[]; level: 2 | 3 | 4 }) {
  const values = rows.filter((row) => row.kind === "value");
  const sections = rows.filter((row) => row.kind !== "value");
  return (
    <>
      {values.length > 0 ? (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,14rem)_1fr]">
          {values.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-semibold">{row.label}</dt>
              <dd className={row.value === notSet ? "text-ink-muted italic" : "break-words"}>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {sections.map((row) => (
        <Section key={row.label} label={row.label} level={level}>
          {row.kind === "group" ? (
            <Rows rows={row.rows} level={level === 4 ? 4 : ((level + 1) as 3 | 4)} />
          ) : row.kind === "list" ? (
            <List items={row.items} level={level} />
          ) : null}
        </Section>
      ))}
    </>
  );
}

function Section({ label, level, children }: { label: string; level: 2 | 3 | 4; children: ReactNode }) {
  const Heading = `h${level}` as const;
  return (
    <section className="space-y-3">
      <Heading className={level === 2 ? "text-xl font-bold" : "font-bold"}>{label}</Heading>
      {children}
    </section>
  );
}

function List({ items, level }: { items: SettingsRow[][]; level: 2 | 3 | 4 }) {
  if (items.length === 0) return <p className="text-ink-muted italic">{notSet}</p>;
  return (
    <ol className="list-decimal space-y-3 pl-6">
      {items.map((rows, index) => (
        // The items have no identity of their own beyond their place in the list.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list's order is what the form shows
        <li key={index}>
          <Rows rows={rows} level={level === 4 ? 4 : ((level + 1) as 3 | 4)} />
        </li>
      ))}
    </ol>
  );
}
