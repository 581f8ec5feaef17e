import { href, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { Container } from "~/components/ui/container";
import { ExternalLink } from "~/components/ui/external-link";
import { MessageCircle } from "~/components/ui/icons";
import type { ProgrammeSection, RepresentativesPage } from "~/content/page-data";
import { representativesDefaults, representativesYearTexts } from "~/content/page-texts/representatives";
import { useQueryFilter } from "~/hooks/use-query-filter";
import { groupChatsAnchor, groupsForProgramme, type Programme, programmes } from "~/lib/representatives";
import { cn } from "~/lib/utils";
import { ProgrammeFilter } from "./programme-filter";
import { RepresentativeCard } from "./representative-card";

/** The filter's values: every programme, or one; the address writes them in lower case. */
const allProgrammes = "all";
const filterValues = [allProgrammes, ...programmes] as const;

/**
 * The representatives page body: title band, the programme filter and the academic years,
 * then one section per programme with its study years and group chats. Every year is a
 * prerendered page of its own (/representatives/{year}, and /representatives for the
 * newest) holding the full grouped list; the filter (`?programme=iba`) narrows it once the
 * page has hydrated (see useQueryFilter), and each card keeps its anchor whatever is shown.
 * The grouping is done at build time: the browser gets the groups, not the code.
 */
export function RepresentativesOverview({
  years,
  page,
  yearPage,
}: {
  /** Academic years, newest first. */
  years: readonly string[];
  /** The year shown, grouped by the loader (content/representatives-page.ts). */
  page: RepresentativesPage;
  /** True on /representatives/{year}, false on /representatives (which shows the newest year). */
  yearPage: boolean;
}) {
  const [filter] = useQueryFilter("programme", filterValues, allProgrammes);
  const selected: Programme | undefined = filter === allProgrammes ? undefined : filter;
  const visible = groupsForProgramme(page.programmes, selected);
  const texts = yearPage ? representativesYearTexts(page.year) : representativesDefaults;
  const count = visible.reduce((sum, group) => sum + group.years.reduce((n, year) => n + year.people.length, 0), 0);

  return (
    <>
      <PageHeader title={texts.title} lead={texts.lead} />
      <section aria-labelledby="representatives-title" className="py-14 sm:py-20">
        <Container>
          <h2 id="representatives-title" className="text-3xl font-bold tracking-tight">
            Representatives {page.year}
          </h2>
          <div className="mt-6 flex flex-col gap-4">
            <ProgrammeFilter
              path={yearPage ? href("/representatives/:id", { id: page.year }) : href("/representatives")}
              programmes={page.programmes.map((group) => group.programme)}
              selected={selected}
            />
            <YearLinks years={years} shownYear={page.year} yearPage={yearPage} />
          </div>
          <p role="status" className="sr-only">
            {`Showing ${count} ${count === 1 ? "representative" : "representatives"}${selected ? ` of ${selected}` : ""}`}
          </p>
          {visible.map((group) => {
            const titleId = `${group.anchor}-title`;
            return (
              <section key={group.programme} id={group.anchor} aria-labelledby={titleId} className="mt-14 scroll-mt-24">
                <h3 id={titleId} className="border-b-2 border-brand pb-2 text-2xl font-bold tracking-tight">
                  {group.programme}
                </h3>
                {group.years.map((year) => {
                  const yearId = `${group.anchor}-${year.year ?? "all"}`;
                  return (
                    <div key={yearId} className="mt-8">
                      {group.byYear ? (
                        <h4 id={yearId} className="text-lg font-bold text-ink-muted">
                          {year.label}
                        </h4>
                      ) : null}
                      <ul
                        aria-label={`${group.programme}${group.byYear ? ` ${year.label}` : ""}`}
                        className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", group.byYear && "mt-4")}
                      >
                        {year.people.map((person) => (
                          <li key={person.anchor}>
                            <RepresentativeCard id={person.anchor} person={person} contact={person.contact} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  );
                })}
                {group.chats.length > 0 ? <ProgrammeChats programme={group.programme} chats={group.chats} /> : null}
              </section>
            );
          })}
        </Container>
      </section>
    </>
  );
}

/** A programme's group chats, where its representatives without a role mailbox are reached. */
function ProgrammeChats({ programme, chats }: { programme: Programme; chats: ProgrammeSection["chats"] }) {
  const id = groupChatsAnchor(programme);
  return (
    <div id={id} className="mt-8 scroll-mt-24 rounded-card border border-line bg-sand p-5">
      <h4 id={`${id}-title`} className="flex items-center gap-2 font-bold">
        <MessageCircle aria-hidden="true" className="size-5 text-brand" />
        {programme} group chats
      </h4>
      <p className="mt-1 text-ink-muted">Your representatives read along: ask them there.</p>
      <ul aria-labelledby={`${id}-title`} className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {chats.map((chat) => (
          <li key={chat.link}>
            <ExternalLink href={chat.link} className="font-semibold text-brand underline underline-offset-4">
              {chat.title}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The academic years as plain links; the shown one is marked. */
function YearLinks({ years, shownYear, yearPage }: { years: readonly string[]; shownYear: string; yearPage: boolean }) {
  if (years.length < 2) return null;
  return (
    <nav aria-label="Academic years" className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <span aria-hidden="true" className="text-sm text-ink-muted">
        Academic year:
      </span>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {years.map((year) => {
          const current = year === shownYear;
          return (
            <li key={year}>
              <Link
                to={href("/representatives/:id", { id: year })}
                aria-current={current ? (yearPage ? "page" : "true") : undefined}
                className={cn(
                  "inline-flex min-h-6 items-center font-semibold underline-offset-4",
                  current ? "text-ink no-underline" : "text-brand underline hover:text-brand-strong",
                )}
              >
                {year}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
