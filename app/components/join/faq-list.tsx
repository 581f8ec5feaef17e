import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { FaqEntry } from "~/content/page-data";

/** The Join Us FAQ: each question opens and closes its answer. */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <Accordion className="mt-8 max-w-3xl rounded-card border border-line bg-card px-6 shadow-card">
      {entries.map((entry) => (
        <AccordionItem key={entry.question}>
          <AccordionTrigger>{entry.question}</AccordionTrigger>
          <AccordionContent>
            <p>{entry.answer}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
