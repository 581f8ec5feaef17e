/**
 * The programme filter of the group chats: one button per programme that has a chat, in
 * the order the chats are listed, after the button that shows them all.
 */

/** The filter button that shows every chat; no programme may be called this. */
export const allProgrammesLabel = "All";

/** 'All', then each programme (a chat's tag) once, in order of first appearance. */
export function programmeFilters(chats: readonly { tag: string }[]): string[] {
  return [allProgrammesLabel, ...new Set(chats.map((chat) => chat.tag))];
}

/** The chats a filter shows: all of them, or one programme's. */
export function chatsForProgramme<Chat extends { tag: string }>(chats: readonly Chat[], programme: string): Chat[] {
  return programme === allProgrammesLabel ? [...chats] : chats.filter((chat) => chat.tag === programme);
}
