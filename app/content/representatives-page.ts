/**
 * A representatives year's file as the page's cards. The build (representatives.server.ts)
 * and the /admin preview both map a year with these functions; each resolves the photos
 * its own way.
 */
import { initials } from "~/lib/initials";
import { chatsOfProgramme, groupRepresentatives, programmes, representativeContact } from "~/lib/representatives";
import type {
  ImageAsset,
  ProgrammeChat,
  RepresentativeCard,
  RepresentativesPage,
  RepresentativesYear,
} from "./page-data";
import type { RepresentativeContent } from "./schemas/representatives";
import type { SupportContent } from "./schemas/support";

/** One representative's card; `portrait` is the resolved photo, left out for someone without one. */
export function representativeCard(
  person: RepresentativeContent,
  portrait: ImageAsset | undefined,
): RepresentativeCard {
  return {
    name: person.name,
    programme: person.programme,
    // Optional keys are left out rather than sent as null, to keep the HTML small.
    ...(person.year === undefined ? {} : { year: person.year }),
    covers: person.covers,
    ...(portrait ? { portrait } : {}),
    // Worked out here rather than in the browser: the page then needs no initials code.
    initials: initials(person.name),
    ...(person.mailbox ? { mailbox: person.mailbox } : {}),
  };
}

/**
 * The cards of a year's representatives, in the file's order. `resolvePhoto` gets the
 * photo's path and the person's place in the list; someone without a photo is listed all
 * the same, and the card shows their initials.
 */
export function representativeCards(
  people: readonly RepresentativeContent[],
  resolvePhoto: (path: string, index: number) => ImageAsset,
): RepresentativeCard[] {
  return people.map((person, index) =>
    representativeCard(person, person.image ? resolvePhoto(person.image, index) : undefined),
  );
}

/**
 * The programmes' group chats from the Student Support page's chats (a chat's tag names its
 * programme), in the programmes' order and each programme's in the support page's order.
 */
export function programmeChats(chats: SupportContent["groupChats"]["items"]): ProgrammeChat[] {
  return programmes.flatMap((programme) =>
    chatsOfProgramme(chats, programme).map((chat) => ({ programme, title: chat.title, link: chat.link })),
  );
}

/**
 * A year as the page shows it, grouped at build time so the browser gets the groups rather
 * than the code that makes them: programmes and study years in the page's order, each card
 * with its anchor and the way to reach them (lib/representatives.ts), each programme with
 * its group chats. `generalMailbox` reaches whoever has neither a role mailbox nor a chat.
 */
export function representativesPage(
  { year, representatives }: RepresentativesYear,
  chats: readonly ProgrammeChat[],
  generalMailbox: string,
): RepresentativesPage {
  const chatsOf = (programme: string) => chats.filter((chat) => chat.programme === programme);
  const entries = representatives.map((card) => ({
    ...card,
    contact: representativeContact(card, chatsOf(card.programme).length > 0, generalMailbox),
  }));
  return {
    year,
    programmes: groupRepresentatives(entries).map((group) => ({
      ...group,
      chats: chatsOf(group.programme).map(({ title, link }) => ({ title, link })),
    })),
  };
}
