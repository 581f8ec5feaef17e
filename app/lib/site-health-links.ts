/**
 * The health check's rules about outbound links: what an answer means, and the findings
 * from every answer of a run. Only an address that is gone for certain is *broken*: a
 * 404, a 410, or a host name that does not exist. Everything else that is not a success
 * (401, 403, 429, 5xx, a time-out, a refused connection, the 999 some sites send to
 * anything that is not a browser) says nothing about the link: *could not be checked*.
 * A name that does not resolve is only known not to exist when another name resolved in
 * the same run; when none did, there was no network, and the run says so once. The
 * network part is scripts/site-health/check-links.ts.
 */
import type { Finding } from "./site-health";

/** The last answer for an address, after following its redirects. */
export type LinkAnswer =
  /** An HTTP status (after redirects). */
  | { kind: "status"; status: number; finalUrl: string }
  /** The name lookup failed; `permanent` when the name does not exist (ENOTFOUND), not a temporary failure. */
  | { kind: "lookup-failed"; host: string; permanent: boolean }
  /** No answer: a time-out, a refused connection, too many redirects, a TLS error… */
  | { kind: "no-answer"; reason: string };

export type LinkResult = {
  url: string;
  answer: LinkAnswer;
  /** Whether a name lookup of this address (or of a redirect's) succeeded: the run had a network. */
  resolved: boolean;
};

/** What an address's answer means for its visitors. */
export type LinkVerdict =
  | { verdict: "ok" }
  | { verdict: "broken"; why: string }
  | { verdict: "unchecked"; why: string };

/** The meaning of an HTTP status after redirects. */
export function statusVerdict(status: number): LinkVerdict {
  if (status >= 200 && status < 300) return { verdict: "ok" };
  if (status === 404) return { verdict: "broken", why: "the page does not exist (404 Not Found)" };
  if (status === 410) return { verdict: "broken", why: "the page has been removed (410 Gone)" };
  if (status === 401 || status === 403) return { verdict: "unchecked", why: `the site refused the check (${status})` };
  if (status === 429) return { verdict: "unchecked", why: "the site asked to slow down (429)" };
  if (status === 999) return { verdict: "unchecked", why: "the site answers only browsers (999)" };
  if (status >= 500) return { verdict: "unchecked", why: `the site had an error (${status})` };
  return { verdict: "unchecked", why: `the site answered ${status}` };
}

/**
 * Every address's verdict, given whether any name resolved in the run: without that, a
 * name that does not resolve proves nothing about the address.
 */
export function linkVerdict(answer: LinkAnswer, networkSeen: boolean): LinkVerdict | "no-network" {
  switch (answer.kind) {
    case "status":
      return statusVerdict(answer.status);
    case "no-answer":
      return { verdict: "unchecked", why: answer.reason };
    case "lookup-failed":
      if (!networkSeen) return "no-network";
      return answer.permanent
        ? { verdict: "broken", why: `the site ${answer.host} does not exist (its name does not resolve)` }
        : { verdict: "unchecked", why: `the name ${answer.host} could not be looked up just now` };
  }
}

/** Where an address is written: 'content/site.yaml', line 20, 'links.social.instagram', in /admin's 'Site settings'. */
export type LinkPlace = { file: string; line: number; field: string; admin?: string };

const placeText = ({ file, line, field }: LinkPlace) => `${file}:${line} (${field})`;

/** What to do about a broken address, by the kind of address. */
function brokenTodo(url: string): string {
  const host = URL.parse(url)?.hostname ?? "";
  if (host === "chat.whatsapp.com") {
    return "Ask the group's admin for its current invite link (in WhatsApp: the group's info → Invite via link) and write it here.";
  }
  return "Open it in a browser. If it is gone, write the new address, or remove the link.";
}

/**
 * The findings of a run: each broken address (with every place it is written), the
 * addresses that could not be checked (one finding, for information), and, when no
 * name resolved at all, one finding saying the links were not checked. `samples`: the
 * addresses left out as samples on example domains; when they are all there is, the run
 * says so.
 */
export function linkFindings(
  results: readonly LinkResult[],
  placesOf: (url: string) => readonly LinkPlace[],
  { samples = 0 }: { samples?: number } = {},
): Finding[] {
  if (results.length === 0 && samples > 0) {
    return [
      {
        urgency: "info",
        kind: "links-all-samples",
        problem: `No link to another site was checked: ${samples === 1 ? "the one address of another site is still a sample on an example domain" : `all ${samples} addresses of other sites are still samples on example domains`} (placeholders).`,
        where: [],
        todo: "Nothing to do here: once the real addresses are written, the check tries each one every week.",
      },
    ];
  }
  const networkSeen = results.some((result) => result.resolved);
  const findings: Finding[] = [];
  const unchecked: string[] = [];
  let withoutNetwork = 0;
  for (const { url, answer } of results) {
    const verdict = linkVerdict(answer, networkSeen);
    if (verdict === "no-network") {
      withoutNetwork++;
    } else if (verdict.verdict === "broken") {
      const places = placesOf(url);
      const admin = [...new Set(places.flatMap((place) => (place.admin ? [place.admin] : [])))].join(", ");
      findings.push({
        urgency: "broken",
        kind: "broken-link",
        problem: `${url}: ${verdict.why}.`,
        ...(admin ? { admin } : {}),
        where: places.map(placeText),
        todo: brokenTodo(url),
      });
    } else if (verdict.verdict === "unchecked") {
      unchecked.push(`${url}: ${verdict.why}`);
    }
  }
  if (unchecked.length > 0) {
    findings.push({
      urgency: "info",
      kind: "unchecked-links",
      problem: `${unchecked.length === 1 ? "1 link" : `${unchecked.length} links`} could not be checked automatically; nothing says they are broken.`,
      where: unchecked,
      todo: "Once in a while, open these in a browser yourself.",
    });
  }
  if (withoutNetwork > 0) {
    findings.push({
      urgency: "info",
      kind: "links-not-checked",
      problem: `The ${withoutNetwork === 1 ? "link" : `${withoutNetwork} links`} to other sites could not be checked: there was no network (no site name could be looked up).`,
      where: [],
      todo: "Nothing to do: the weekly check on GitHub has a network and checks them.",
    });
  }
  return findings;
}
