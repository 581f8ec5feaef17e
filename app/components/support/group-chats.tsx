import { FilterButtons } from "~/components/shared/filter-buttons";
import { buttonVariants } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { MessageCircle } from "~/components/ui/icons";
import { supportCardTexts } from "~/content/page-texts/student-support";
import type { SupportContent } from "~/content/schemas/support";
import { useQueryFilter } from "~/hooks/use-query-filter";
import { anchorIds } from "~/lib/anchors";
import { allProgrammesLabel, chatsForProgramme, programmeFilters } from "~/lib/group-chats";
import { searchDetailMark, searchRecordMark } from "~/lib/search-marks";
import { cn } from "~/lib/utils";

type GroupChat = SupportContent["groupChats"]["items"][number];

/**
 * Programme group chats with a filter kept in the URL (?programme=iba): All, then one
 * button per programme that has a chat, so a new programme in support.yaml gets its own.
 * Each chat is a search record of its own, found at its anchor (#chat-…), whichever
 * programme is shown.
 */
export function GroupChats({ chats }: { chats: readonly GroupChat[] }) {
  const filters = programmeFilters(chats);
  const [programme, setProgramme] = useQueryFilter("programme", filters, allProgrammesLabel);
  const visible = chatsForProgramme(chats, programme);
  // Ids from the whole list, so a chat keeps its anchor whichever programme is shown.
  const chatIds = anchorIds(
    "chat",
    chats.map((chat) => chat.title),
  );
  const ids = new Map(chats.map((chat, index) => [chat, chatIds[index]]));

  return (
    <>
      <FilterButtons
        label="Show group chats for programme"
        options={filters.map((value) => ({ value, label: value }))}
        value={programme}
        onChange={setProgramme}
        className="mt-8"
      />
      <p role="status" className="sr-only">
        {`Showing ${visible.length} group ${visible.length === 1 ? "chat" : "chats"}`}
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((chat) => (
          <li
            key={chat.link}
            id={ids.get(chat)}
            {...searchRecordMark("Support")}
            className="flex flex-col rounded-card border border-line bg-card p-6 shadow-card"
          >
            <span className="w-fit rounded-pill bg-brand-soft px-3 py-1 text-xs font-bold tracking-wide text-brand uppercase">
              {chat.tag}
            </span>
            <h3 className="mt-4 text-xl font-bold">{chat.title}</h3>
            <p {...searchDetailMark} className="mt-1 flex-1 text-ink-muted">
              {supportCardTexts.groupChatLine}
            </p>
            <ExternalLink
              href={chat.link}
              className={cn(buttonVariants({ size: "sm" }), "mt-6 h-auto! min-h-9 self-start py-2 whitespace-normal!")}
            >
              <MessageCircle aria-hidden="true" />
              {supportCardTexts.groupChatLink}
              <span className="sr-only"> for {chat.title}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </>
  );
}
