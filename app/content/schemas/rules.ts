/**
 * The rules many content fields share, each with the message an editor reads when a
 * value breaks it: what to write instead, in the editor's own words where it can
 * ('write "https://sr-rsm.nl"'). The described fields (fields.ts) give them a label; the
 * rules of date and time fields are date-rules.ts's.
 */
import { z } from "zod";

/** A path to an image, relative to the content file that mentions it. */
export const imagePath = z.string().min(1, "an image path such as ../images/blog/photo.jpg");
/** Text describing an image for screen readers; required with every image. */
export const altText = z.string().min(1, "a sentence describing the image for people who cannot see it");
/** CSS object-position for cropping, e.g. 'center 30%'. */
export const imagePosition = z.string().regex(/^[a-z0-9%.\s-]+$/i, "a CSS object-position such as 'center 30%'");
/** A full web address that starts with https://. An address without it, or with http://, gets a message saying what to write instead. */
export const httpsUrl = z.string().superRefine((value, context) => {
  const problem = httpsUrlProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

export function httpsUrlProblem(value: string): string | undefined {
  const suggestion = value.startsWith("http://") ? `https://${value.slice("http://".length)}` : `https://${value}`;
  if (!value.startsWith("https://")) {
    return `${JSON.stringify(value)} does not start with https:// → write "${suggestion}"`;
  }
  try {
    const { hostname } = new URL(value);
    if (!hostname.includes("."))
      return `${JSON.stringify(value)} has no site name → write a full address such as "https://www.instagram.com/your-account"`;
  } catch {
    return `${JSON.stringify(value)} is not a web address → write a full address without spaces, such as "https://www.instagram.com/your-account"`;
  }
  return undefined;
}

/** A phone number in international form: '+', the country code, then the number; single spaces may group the digits. */
export const internationalPhone = z.string().superRefine((value, context) => {
  if (/^\+[1-9](?: ?\d){7,14}$/.test(value)) return;
  context.addIssue({ code: "custom", message: `${JSON.stringify(value)} ${phoneAdvice(value)}` });
});

/** What to write instead of a phone number that is not in international form. */
function phoneAdvice(value: string): string {
  const digits = value
    .replace(/[^\d+ ]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  // A Dutch number as dialled at home (06 12345678) or from abroad (0031 6 12345678).
  const international = digits.startsWith("00")
    ? `+${digits.slice(2)}`
    : /^0[1-9]/.test(digits)
      ? `+31 ${digits.slice(1)}`
      : null;
  if (international && /^\+[1-9](?: ?\d){7,14}$/.test(international)) {
    return `is not in international form → write "${international}"`;
  }
  return 'is not a phone number in international form → write "+", the country code and the number, e.g. "+31 6 12345678"';
}

/** An email address, e.g. 'info@sr-rsm.nl'. */
export const emailAddress = z.email({ error: (issue) => emailProblem(issue.input) });

/** What to write instead of a value that is not an email address; 'mailto:a@b.nl' and 'a at b.nl' get their plain form. */
function emailProblem(input: unknown): string {
  // Not text (a missing field, a number): the generic 'missing → add a line' message says it better.
  if (typeof input !== "string") return "an email address";
  const plain = input
    .trim()
    .replace(/^mailto:/i, "")
    .replace(/\s+at\s+/i, "@");
  const fix =
    plain !== input && z.email().safeParse(plain).success ? `write "${plain}"` : 'write one such as "info@sr-rsm.nl"';
  return `${JSON.stringify(input)} is not an email address → ${fix}`;
}

/** An id written in lowercase letters and digits joined by hyphens, e.g. 'motivation-letter'. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase letters, digits and hyphens only, e.g. 'motivation-letter'");
