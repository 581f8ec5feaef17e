import { ExternalLink } from "~/components/ui/external-link";
import { knowledgeBaseNote, links } from "~/config/links";
import { cn } from "~/lib/utils";

/**
 * The Bachelor 3 note under a team's Duration and a role's details (content/site.yaml
 * `knowledgeBaseNote`): the words of `linkText` link to the knowledge base in a new tab.
 * `lead` is text of the page's own that comes first, e.g. a role's timeline footnote.
 */
export function KnowledgeBaseNote({ lead, className }: { lead?: string; className?: string }) {
  const { text, linkText } = knowledgeBaseNote;
  // The schema makes sure linkText is part of text.
  const at = text.indexOf(linkText);
  return (
    <p className={cn("text-sm text-ink-muted", className)}>
      {lead ? `${lead} ` : null}
      {text.slice(0, at)}
      <ExternalLink
        href={links.knowledgeBase}
        className="font-medium text-brand underline underline-offset-4 hover:text-brand-strong"
      >
        {linkText}
      </ExternalLink>
      {text.slice(at + linkText.length)}
    </p>
  );
}
