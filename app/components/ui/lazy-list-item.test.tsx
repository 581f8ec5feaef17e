// @vitest-environment jsdom
import { act, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { LazyListItem } from "./lazy-list-item";

/**
 * A card's effects run once it is hydrated; the page's own effect once the page is. Hydrated
 * in one pass, a child's effects run before its parent's; a card that is hydrated after the
 * page, in a task of its own, runs them after.
 */
function List({ log }: { log: string[] }) {
  useEffect(() => {
    log.push("page");
  }, [log]);
  return (
    <ul>
      {["a", "b"].map((id) => (
        <LazyListItem key={id}>
          <Card id={id} log={log} />
        </LazyListItem>
      ))}
    </ul>
  );
}

function Card({ id, log }: { id: string; log: string[] }) {
  useEffect(() => {
    log.push(`card ${id}`);
  }, [id, log]);
  return <article>Card {id}</article>;
}

test("the cards hydrate after the page, keeping their prerendered HTML", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<List log={[]} />);
  expect(container.querySelectorAll("li article")).toHaveLength(2);
  const prerendered = container.querySelector("article");

  const log: string[] = [];
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <List log={log} />, { onRecoverableError: (error) => recoverable.push(error) });
  });

  expect(log).toEqual(["page", "card a", "card b"]);
  expect(container.querySelector("article")).toBe(prerendered);
  expect(recoverable).toEqual([]);
});
