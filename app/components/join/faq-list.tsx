import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { FaqEntry } from "~/content/page-data";
import { anchorIds } from "~/lib/anchors";
import { searchRecordMark } from "~/lib/search-marks";

/**
 * The Join Us FAQ: each question opens and closes its answer. Each entry is a search
 * record of its own, found at its anchor (#faq-…).
 */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  const ids = anchorIds(
    "faq",
    entries.map((entry) => entry.question),
  );
  return (
    <Accordion className="mt-8 max-w-3xl rounded-card border border-line bg-card px-6 shadow-card">
      {entries.map((entry, index) => (
        <AccordionItem key={entry.question} id={ids[index]} {...searchRecordMark("FAQ")}>
          <AccordionTrigger>{entry.question}</AccordionTrigger>
          <AccordionContent>
            <p>{entry.answer}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
