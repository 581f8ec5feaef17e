/**
 * The growth test's entries of the lists inside content files (list-entries.yaml beside the
 * added fixtures): a group chat and a support resource on Student Support, an FAQ entry on
 * Join Us; the first original entry of each list removed.
 */
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { isMap, isSeq, parse, parseDocument } from "yaml";
import { addedDir, contentDir, element, type GrowthCheck, page, read } from "../grown-site";

const entries = parse(read(path.join(addedDir, "list-entries.yaml"))) as Record<
  "groupChat" | "supportResource" | "faqEntry",
  Record<string, string>
>;
let removed: Record<"groupChat" | "supportResource" | "faqEntry", Record<string, unknown>>;

/** A list inside a content file: add the fixture's entry, remove the first original one. */
function growList(file: string, listPath: string[], entry: Record<string, unknown>): Record<string, unknown> {
  const document = parseDocument(read(path.join(contentDir, file)));
  const list = document.getIn(listPath, true);
  if (!isSeq(list)) throw new Error(`${file}: ${listPath.join(".")} is not a list`);
  const first = list.items[0];
  if (!isMap(first)) throw new Error(`${file}: ${listPath.join(".")} has no entry to remove`);
  const gone = first.toJSON() as Record<string, unknown>;
  list.items.splice(0, 1);
  list.items.push(document.createNode(entry));
  fs.writeFileSync(path.join(contentDir, file), document.toString());
  return gone;
}

/** The tests of its addition and its removal. */
const tests: GrowthCheck["tests"] = {
  "a group chat and a support resource added: on the Student Support page, a new programme with its filter": () => {
    const support = element(page("/student-support"), "main");
    for (const entry of [entries.groupChat, entries.supportResource]) {
      expect(support).toContain(entry.title);
      expect(support).toContain(`href="${entry.link}"`);
    }
    expect(support).toMatch(new RegExp(`<button[^>]*>${entries.groupChat.tag}</button>`));
  },

  "an FAQ entry added: on the Join Us page": () => {
    expect(element(page("/join"), "main")).toContain(entries.faqEntry.question);
  },

  "the group chat, the support resource and the FAQ entry removed: gone from their pages": () => {
    const support = element(page("/student-support"), "main");
    expect(support).not.toContain(`href="${removed.groupChat.link}"`);
    expect(support).not.toContain(String(removed.supportResource.description));
    expect(element(page("/join"), "main")).not.toContain(String(removed.faqEntry.question));
  },
};

export const check: GrowthCheck = {
  name: "the entries of a list in a page's file",
  tests,
  covers: [],
  remove() {
    removed = {
      groupChat: growList("support/support.yaml", ["groupChats", "items"], entries.groupChat),
      supportResource: growList("support/support.yaml", ["resources", "items"], entries.supportResource),
      faqEntry: growList("join.yaml", ["faq", "entries"], entries.faqEntry),
    };
  },
};
