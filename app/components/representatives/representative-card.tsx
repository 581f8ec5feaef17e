import { Mail, MessageCircle } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import type { RepresentativeCard as Representative } from "~/content/page-data";
import type { RepresentativeContact } from "~/lib/representatives";

/**
 * One representative: photo (their initials until there is one), name, what they cover,
 * and the way to reach them, which is always a channel the organisation runs (their role
 * mailbox, the programme's group chats or the general mailbox), never a personal address.
 */
export function RepresentativeCard({
  id,
  person,
  contact,
}: {
  /** The card's anchor (`rep-…`), unique within the page. */
  id: string;
  person: Representative;
  contact: RepresentativeContact;
}) {
  return (
    // scroll-mt: a link to the card's id leaves the card clear of the sticky header.
    <article id={id} className="flex h-full scroll-mt-24 gap-4 rounded-card bg-card p-5 shadow-card">
      {/* The name is right beside it, so neither the photo nor the initials add anything for screen readers. */}
      <div className="size-16 shrink-0 overflow-hidden rounded-full bg-sand">
        {person.portrait ? (
          <Picture
            image={person.portrait}
            alt=""
            sizes="4rem"
            className="block size-full"
            imgClassName="size-full object-cover"
          />
        ) : (
          <Initials initials={person.initials} />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold tracking-tight">{person.name}</p>
        <p className="mt-0.5 text-ink-muted">{person.covers}</p>
        <p className="mt-3">
          {contact.kind === "mailbox" ? (
            // The label names the person, and holds the address the link shows.
            <a
              href={contact.href}
              aria-label={`Email ${person.name}: ${contact.address}`}
              className="inline-flex max-w-full items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <MailboxAddress address={contact.address} />
            </a>
          ) : (
            <a
              href={contact.href}
              aria-label={`${person.programme} group chats, to reach ${person.name}`}
              className="inline-flex items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
            >
              <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
              {person.programme} group chats
            </a>
          )}
        </p>
      </div>
    </article>
  );
}

/**
 * An address that may wrap after its '@' and before each dot of its domain, as a reader
 * would split it, instead of in the middle of a word; a part still too long for the
 * card breaks where it must.
 */
function MailboxAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  const domainParts = address.slice(at + 1).split(".");
  return (
    <span className="min-w-0 [overflow-wrap:anywhere]">
      {address.slice(0, at + 1)}
      <wbr />
      {domainParts.map((part, index) => (
        // The parts of one address, in order: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index}>
          {index > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {part}
        </span>
      ))}
    </span>
  );
}

/**
 * The board's initials placeholder (components/ui/initials-avatar.tsx) drawn from initials
 * the loader worked out: importing that component here would move it and the initials
 * code into the chunk every page loads (scripts/shared-chunk.ts). Decorative, like the
 * photo it stands in for, and kept out of the site search.
 */
function Initials({ initials }: { initials: string }) {
  return (
    <div aria-hidden="true" className="@container flex size-full items-center justify-center bg-sand select-none">
      <span className="text-[length:30cqi] font-semibold leading-none tracking-wide text-ink-muted">{initials}</span>
    </div>
  );
}
