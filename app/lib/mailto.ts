/**
 * Builds `mailto:` links (RFC 6068) whose every part survives the trip to the mail
 * client exactly as typed. Each part goes through encodeURIComponent, so a space
 * becomes %20 (never '+', which mail clients would show literally) and characters
 * that would otherwise end a field (&, ?, #, %) are escaped.
 */

export type MailtoParts = {
  /** The recipient address. */
  to: string;
  subject: string;
  body: string;
};

/** What the feedback form sends (the zod-validated values). */
export type FeedbackSubmission = {
  name: string;
  email: string;
  issueType: string;
  message: string;
};

// A lone UTF-16 surrogate (pasted from a broken source) makes encodeURIComponent
// throw; it is replaced by U+FFFD so the link can always be built.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function encode(text: string): string {
  return encodeURIComponent(text.replace(loneSurrogate, "\uFFFD"));
}

/** RFC 6068 asks for CRLF line breaks in the body, whatever the browser typed. */
function toCrlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, "\r\n");
}

/** A header cannot span lines: line breaks in the subject become spaces. */
function toSingleLine(text: string): string {
  return text.replace(/\r\n|\r|\n/g, " ");
}

/** Encodes the local part and the domain on their own so the '@' stays readable. */
function encodeAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at === -1) return encode(address);
  return `${encode(address.slice(0, at))}@${encode(address.slice(at + 1))}`;
}

export function buildMailtoHref({ to, subject, body }: MailtoParts): string {
  return `mailto:${encodeAddress(to)}?subject=${encode(toSingleLine(subject))}&body=${encode(toCrlf(body))}`;
}

export const feedbackSubjectPrefix = "Feedback regarding ";

export function feedbackSubject(issueType: string): string {
  return `${feedbackSubjectPrefix}${issueType}`;
}

/** The e-mail text: who wrote, about what, then the message itself. */
export function feedbackBody({ name, email, issueType, message }: FeedbackSubmission): string {
  return [`Name: ${name}`, `Email: ${email}`, `Issue type: ${issueType}`, "", "Feedback:", message].join("\n");
}

/** The mail link the feedback form opens, addressed to `to`. */
export function buildFeedbackMailto(to: string, submission: FeedbackSubmission): string {
  return buildMailtoHref({ to, subject: feedbackSubject(submission.issueType), body: feedbackBody(submission) });
}
