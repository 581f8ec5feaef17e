import type * as React from "react";
import { Container } from "~/components/ui/container";

/** The title band at the top of inner pages: one h1, an optional lead paragraph. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: React.ReactNode }) {
  return (
    <div className="border-b border-line bg-sand">
      <Container className="py-14 sm:py-20">
        <h1 className="text-title font-extrabold tracking-tight">{title}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-ink-muted">{lead}</p> : null}
        {children}
      </Container>
    </div>
  );
}
