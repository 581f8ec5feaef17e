import { useEffect, useState } from "react";
import { href } from "react-router";
import type { YearBoard } from "~/content/page-data";

/** Years fetched so far, kept for the visit: going back to a year shows it at once. */
const loaded = new Map<string, YearBoard>();
const inFlight = new Map<string, Promise<YearBoard>>();

/** Fetches the prerendered /board/{year}/members.json once; a failed request may be retried. */
export function fetchYearBoard(year: string): Promise<YearBoard> {
  const pending = inFlight.get(year);
  if (pending) return pending;
  const request = fetch(href("/board/:year/members.json", { year }))
    .then((response) => {
      if (!response.ok) throw new Error(`The board of ${year} answered HTTP ${response.status}`);
      return response.json() as Promise<YearBoard>;
    })
    .then((board) => {
      loaded.set(year, board);
      return board;
    })
    .finally(() => inFlight.delete(year));
  inFlight.set(year, request);
  return request;
}

export type YearBoardView =
  | { status: "ready"; board: YearBoard }
  /** `board` is the year still on screen while `year` loads. */
  | { status: "loading"; board: YearBoard; year: string }
  | { status: "failed"; year: string; retry: () => void };

/**
 * The board of `year` for the page: the page's own year (`initial`) at once, any other
 * year once its file has arrived. Until then the previous year stays on screen.
 */
export function useYearBoard(year: string, initial: YearBoard): YearBoardView {
  const ready = year === initial.year ? initial : loaded.get(year);
  const [onScreen, setOnScreen] = useState(initial);
  const [failedYear, setFailedYear] = useState<string>();

  useEffect(() => {
    if (ready) {
      setOnScreen(ready);
      return;
    }
    // After a failure, wait for "Try again" (which clears failedYear).
    if (failedYear === year) return;
    let current = true;
    fetchYearBoard(year).then(
      (board) => current && setOnScreen(board),
      (error: unknown) => {
        if (!current) return;
        console.warn(error);
        setFailedYear(year);
      },
    );
    return () => {
      current = false;
    };
  }, [year, ready, failedYear]);

  if (ready) return { status: "ready", board: ready };
  if (failedYear === year) return { status: "failed", year, retry: () => setFailedYear(undefined) };
  return { status: "loading", board: onScreen, year };
}
