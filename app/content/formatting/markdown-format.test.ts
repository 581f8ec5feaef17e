/**
 * The one Markdown formatting of a body: Decap's rich-text editor writes a whole body
 * anew with its own choices (`*` bullets, `_` emphasis…); the writer brings every
 * paragraph back to the file's rules, and never changes what the page shows.
 */
import { expect, test } from "vitest";
import { renderMarkdown } from "~/lib/markdown";
import { writeMarkdown } from "./markdown-format";

const file = [
  "Intro with *emphasis*, **strong** text and a [link](https://example.org).",
  "",
  "## A section",
  "",
  "- one",
  "- two",
  "",
  "> A quote.",
  ">",
  "> — Someone",
  "",
  "1. first",
  "2. second",
].join("\n");

test("a body in the rules is written as it is", () => {
  expect(writeMarkdown(file)).toBe(file);
});

test("another writer's choices come back to the rules", () => {
  const decapStyle = file.replace("- one\n- two", "* one\n* two").replace("*emphasis*", "_emphasis_");
  expect(writeMarkdown(decapStyle)).toBe(file);
  expect(writeMarkdown(`\n\n${file}\n\n`)).toBe(file);
  expect(writeMarkdown("  \n")).toBe("");
});

test("a body the rules would show differently on the page is kept as given", () => {
  // Escaping the '_' of a bare address would change the link the site's renderer makes of it.
  const bareAddress = "See https://example.org/a_b_ for more.";
  expect(writeMarkdown(bareAddress)).toBe(bareAddress);
  expect(renderMarkdown(writeMarkdown(bareAddress))).toBe(renderMarkdown(bareAddress));
});
