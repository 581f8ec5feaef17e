import { ExternalLink } from "~/components/ui/external-link";
import { Mail } from "~/components/ui/icons";
import { LinkedInIcon } from "~/components/ui/social-icons";
import type { BoardMemberCard } from "~/content/page-data";

const iconLinkClass =
  "inline-flex size-10 items-center justify-center rounded-pill border-2 border-line text-ink transition-colors hover:border-brand hover:text-brand [&_svg]:size-5";

/** A member's email and profile links; the loader has already applied showLinkedInOnly. */
export function MemberLinks({ member }: { member: Pick<BoardMemberCard, "name" | "mailto" | "profile"> }) {
  if (!member.mailto && !member.profile) return null;
  return (
    <div className="flex gap-2">
      {member.mailto ? (
        <a href={member.mailto} className={iconLinkClass}>
          <Mail aria-hidden="true" />
          <span className="sr-only">Email {member.name}</span>
        </a>
      ) : null}
      {member.profile ? (
        <ExternalLink href={member.profile} className={iconLinkClass}>
          <LinkedInIcon />
          <span className="sr-only">LinkedIn profile of {member.name}</span>
        </ExternalLink>
      ) : null}
    </div>
  );
}
