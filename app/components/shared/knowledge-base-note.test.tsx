// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { knowledgeBaseNote, links } from "~/config/links";
import { KnowledgeBaseNote } from "./knowledge-base-note";

test("the note's link words (content/site.yaml) link to the knowledge base in a new tab", () => {
  const { container } = render(<KnowledgeBaseNote />);
  const link = screen.getByRole("link", { name: /Knowledge Base/ });
  expect(link).toHaveAttribute("href", links.knowledgeBase);
  expect(link).toHaveAttribute("target", "_blank");
  expect(container).toHaveTextContent(
    "Bachelor 3 students follow a different timeline, explained in the Knowledge Base (opens in a new tab).",
  );
  expect(knowledgeBaseNote.linkText).toBe("Knowledge Base");
});

test("a lead of the page's own comes first", () => {
  const { container } = render(<KnowledgeBaseNote lead="This timeline applies to B1, B2 and Pre-MSc students." />);
  expect(container.textContent).toMatch(/^This timeline applies to B1, B2 and Pre-MSc students\. Bachelor 3 students/);
});
