import { ChevronDown } from "~/components/ui/icons";
import { InitialsAvatar } from "~/components/ui/initials-avatar";
import { Picture } from "~/components/ui/picture";
import type { BoardMemberCard as BoardMember } from "~/content/page-data";
import { searchRecordMark } from "~/lib/search-marks";
import { MemberLinks } from "./member-links";

/**
 * One board member: portrait (their initials until there is one), name, role lines, a bio
 * disclosure when there is a bio, contact links.
 */
export function BoardMemberCard({
  id,
  member,
  priority = false,
  searchRecord = false,
}: {
  /** The card's anchor (`member-…`, see lib/member-anchor.ts), unique within the page. */
  id?: string;
  /** Whether the card is a search result of its own (on its year's page; unlisted in /search's directory). */
  searchRecord?: boolean;
  member: BoardMember;
  /** The portrait is the page's largest image when it loads (see Picture); without a photo there is none. */
  priority?: boolean;
}) {
  return (
    // scroll-mt: a link to the card's id leaves the card clear of the sticky header.
    <article
      id={id}
      {...(searchRecord ? searchRecordMark("Board", { listed: false }) : {})}
      className="flex h-full scroll-mt-24 flex-col overflow-hidden rounded-card bg-card shadow-card"
    >
      {/* One square box for the photo and for the initials alike, so a card without a photo
          is as tall as the others and adding the photo later moves nothing. */}
      <div className="aspect-square overflow-hidden bg-sand">
        {/* The name is the card's heading right below, so neither the portrait nor the initials
            add anything for screen readers. */}
        {member.portrait ? (
          <Picture
            image={member.portrait}
            alt=""
            priority={priority}
            sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw"
            position={member.imagePosition}
            transform={member.imageTransform}
            className="block size-full"
            imgClassName="size-full object-cover"
          />
        ) : (
          <InitialsAvatar name={member.name} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 className="text-xl font-bold tracking-tight">{member.name}</h3>
          <p className="mt-1 font-semibold text-brand">
            {member.role.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </p>
        </div>
        {member.bio ? (
          // A <details>: the bio opens before hydration and without JavaScript, and the
          // browser exposes the expanded state; the label follows it through CSS.
          <details className="group/bio">
            <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-sm text-sm font-semibold text-ink underline-offset-4 hover:text-brand hover:underline [&::-webkit-details-marker]:hidden">
              <span className="group-open/bio:hidden">Show bio</span>
              <span className="hidden group-open/bio:inline">Hide bio</span>
              <span className="sr-only"> of {member.name}</span>
              <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open/bio:rotate-180" />
            </summary>
            <p className="mt-2 text-ink-muted">{member.bio}</p>
          </details>
        ) : null}
        <div className="mt-auto pt-2">
          <MemberLinks member={member} />
        </div>
      </div>
    </article>
  );
}
