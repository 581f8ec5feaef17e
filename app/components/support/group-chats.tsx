import { FilterButtons, type FilterOption } from "~/components/shared/filter-buttons";
import { buttonVariants } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { MessageCircle } from "~/components/ui/icons";
import type { SupportContent } from "~/content/schemas";
import { useQueryFilter } from "~/hooks/use-query-filter";
import { cn } from "~/lib/utils";

type GroupChat = SupportContent["groupChats"][number];
type ProgrammeFilter = "All" | GroupChat["tag"];

const programmeFilters = ["All", "IBA", "BA"] as const satisfies readonly ProgrammeFilter[];
const filterOptions: FilterOption<ProgrammeFilter>[] = programmeFilters.map((value) => ({ value, label: value }));

/** The chats a filter shows: all of them, or one programme's. */
export function chatsForProgramme(chats: readonly GroupChat[], programme: ProgrammeFilter): GroupChat[] {
  return programme === "All" ? [...chats] : chats.filter((chat) => chat.tag === programme);
}

/** Programme group chats with an All / IBA / BA filter kept in the URL (?programme=iba). */
export function GroupChats({ chats }: { chats: readonly GroupChat[] }) {
  const [programme, setProgramme] = useQueryFilter("programme", programmeFilters, "All");
  const visible = chatsForProgramme(chats, programme);

  return (
    <>
      <FilterButtons
        label="Show group chats for programme"
        options={filterOptions}
        value={programme}
        onChange={setProgramme}
        className="mt-8"
      />
      <p role="status" className="sr-only">
        {`Showing ${visible.length} group ${visible.length === 1 ? "chat" : "chats"}`}
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((chat) => (
          <li key={chat.link} className="flex flex-col rounded-card border border-line bg-card p-6 shadow-card">
            <span className="w-fit rounded-pill bg-brand-soft px-3 py-1 text-xs font-bold tracking-wide text-brand uppercase">
              {chat.tag}
            </span>
            <h3 className="mt-4 text-xl font-bold">{chat.title}</h3>
            <p className="mt-1 flex-1 text-ink-muted">Programme group chat on WhatsApp</p>
            <ExternalLink href={chat.link} className={cn(buttonVariants({ size: "sm" }), "mt-6 self-start")}>
              <MessageCircle aria-hidden="true" />
              Join WhatsApp Groupchat
              <span className="sr-only"> for {chat.title}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </>
  );
}
