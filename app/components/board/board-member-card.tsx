import { useId, useState } from "react";
import { ChevronDown } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import type { BoardMemberCard as BoardMember } from "~/content/page-data";
import { cn } from "~/lib/utils";
import { MemberLinks } from "./member-links";

/** One board member: portrait, name, role lines, a bio disclosure when there is a bio, contact links. */
export function BoardMemberCard({
  member,
  priority = false,
}: {
  member: BoardMember;
  /** The portrait is the page's largest image when it loads (see Picture). */
  priority?: boolean;
}) {
  const [bioOpen, setBioOpen] = useState(false);
  const bioId = useId();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-card shadow-card">
      <div className="aspect-square overflow-hidden bg-sand">
        {/* The name is the card's heading right below, so the portrait adds nothing for screen readers. */}
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
          <div>
            <button
              type="button"
              aria-expanded={bioOpen}
              aria-controls={bioId}
              onClick={() => setBioOpen((open) => !open)}
              className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-ink underline-offset-4 hover:text-brand hover:underline"
            >
              {bioOpen ? "Hide bio" : "Show bio"}
              <span className="sr-only"> of {member.name}</span>
              <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", bioOpen && "rotate-180")} />
            </button>
            <p id={bioId} hidden={!bioOpen} className="mt-2 text-ink-muted">
              {member.bio}
            </p>
          </div>
        ) : null}
        <div className="mt-auto pt-2">
          <MemberLinks member={member} />
        </div>
      </div>
    </article>
  );
}
