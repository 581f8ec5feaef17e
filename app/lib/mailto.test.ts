import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { buildFeedbackMailto, buildMailtoHref, type FeedbackSubmission } from "./mailto";

/** Reads a mailto link back the way a mail client does: split first, then percent-decode. */
function decodeMailto(href: string) {
  const match = /^mailto:([^?]*)\?(.*)$/.exec(href);
  if (!match) throw new Error(`not a mailto link with a query: ${href}`);
  const params = Object.fromEntries(
    (match[2] ?? "").split("&").map((pair) => {
      const [key = "", value = ""] = pair.split("=");
      return [key, decodeURIComponent(value)];
    }),
  );
  return { to: decodeURIComponent(match[1] ?? ""), subject: params.subject, body: params.body, raw: match[2] ?? "" };
}

const mailbox = "stakeholder.relations@sr-rsm.example.org";

// Text inputs cannot hold line breaks (the browser strips them), so name, email and
// issue type are single-line; the message is any text, line breaks included.
const singleLine = fc.string({ unit: "grapheme", maxLength: 60 }).map((text) => text.replace(/[\r\n]/g, ""));
const anyText = fc.string({ unit: "grapheme", maxLength: 200 });
const submissions = fc.record({ name: singleLine, email: singleLine, issueType: singleLine, message: anyText });

describe("buildMailtoHref", () => {
  test("encodes spaces as %20, never as '+'", () => {
    const href = buildMailtoHref({ to: mailbox, subject: "a b+c", body: "x y" });
    expect(href).toBe(`mailto:${mailbox}?subject=a%20b%2Bc&body=x%20y`);
  });

  test("escapes characters that would end a field: & ? # % =", () => {
    const href = buildMailtoHref({ to: mailbox, subject: "Q&A? #1 = 100%", body: "&body=hijack" });
    expect(href).toBe(`mailto:${mailbox}?subject=Q%26A%3F%20%231%20%3D%20100%25&body=%26body%3Dhijack`);
  });

  test("writes body line breaks as CRLF (RFC 6068) and keeps the subject on one line", () => {
    const href = buildMailtoHref({ to: mailbox, subject: "one\ntwo", body: "a\nb\r\nc\rd" });
    expect(href).toBe(`mailto:${mailbox}?subject=one%20two&body=a%0D%0Ab%0D%0Ac%0D%0Ad`);
  });

  test("never throws on a lone surrogate and replaces it with U+FFFD", () => {
    const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) });
    fc.assert(
      fc.property(codeUnits, (text) => {
        const decoded = decodeMailto(buildMailtoHref({ to: mailbox, subject: "s", body: text }));
        // UTF-8 round trip: the standard way a lone surrogate becomes U+FFFD. ignoreBOM keeps
        // a leading U+FEFF, which the decoder would otherwise drop as a byte-order mark.
        const wellFormed = new TextDecoder("utf-8", { ignoreBOM: true }).decode(new TextEncoder().encode(text));
        expect(decoded.body).toBe(wellFormed.replace(/\r\n|\r|\n/g, "\r\n"));
      }),
    );
  });
});

describe("buildFeedbackMailto", () => {
  const example: FeedbackSubmission = {
    name: "Noor de Vries",
    email: "noor@example.org",
    issueType: "WhatsApp Group Chat",
    message: "The IBA 2025-2028 link expired.\nCan you share a new one?",
  };

  test("addresses the mailbox with subject 'Feedback regarding' plus the issue type", () => {
    const decoded = decodeMailto(buildFeedbackMailto(mailbox, example));
    expect(decoded.to).toBe(mailbox);
    expect(decoded.subject).toBe("Feedback regarding WhatsApp Group Chat");
    expect(decoded.body).toBe(
      [
        "Name: Noor de Vries",
        "Email: noor@example.org",
        "Issue type: WhatsApp Group Chat",
        "",
        "Feedback:",
        "The IBA 2025-2028 link expired.",
        "Can you share a new one?",
      ].join("\r\n"),
    );
  });

  test("decoding the link returns every field exactly, for arbitrary Unicode", () => {
    fc.assert(
      fc.property(submissions, (submission) => {
        const href = buildFeedbackMailto(mailbox, submission);
        // Only unreserved characters, percent escapes and the link's own delimiters.
        expect(href).toMatch(/^mailto:[\w.!~*'()%-]+@[\w.!~*'()%-]+\?subject=[\w.!~*'()%-]*&body=[\w.!~*'()%-]*$/);

        const decoded = decodeMailto(href);
        expect(decoded.to).toBe(mailbox);
        expect(decoded.subject).toBe(`Feedback regarding ${submission.issueType}`);
        const [nameLine, emailLine, issueLine, blank, label, ...messageLines] = (decoded.body ?? "").split("\r\n");
        expect({ nameLine, emailLine, issueLine, blank, label }).toEqual({
          nameLine: `Name: ${submission.name}`,
          emailLine: `Email: ${submission.email}`,
          issueLine: `Issue type: ${submission.issueType}`,
          blank: "",
          label: "Feedback:",
        });
        expect(messageLines.join("\n")).toBe(submission.message.replace(/\r\n|\r/g, "\n"));
      }),
      { numRuns: 500 },
    );
  });
});
