/**
 * Validation for the Student Support feedback form (SPEC §5), plus the contact form
 * schema the spec defines but no page renders yet. The messages are the exact texts a
 * visitor sees under the field. The form loads this module on demand (see
 * feedback-resolver.ts), so zod never reaches the page's first load.
 */
import { z } from "zod";
import { type FeedbackFormValues, validationMessages } from "./feedback-fields";

export { issueTypes, validationMessages } from "./feedback-fields";

// Surrounding spaces do not count towards a minimum length and are not sent.
const name = z.string().trim().min(2, validationMessages.name);
const email = z
  .string()
  .trim()
  .pipe(z.email({ error: validationMessages.email }));
const message = z.string().trim().min(10, validationMessages.message);

export const feedbackSchema = z.object({
  name,
  email,
  /** One of issueTypes; the empty placeholder option means no choice yet. */
  issueType: z.string().min(1, validationMessages.issueType),
  message,
}) satisfies z.ZodType<unknown, FeedbackFormValues>;

/** Defined by the spec, not rendered on any page. */
export const contactSchema = z.object({
  name,
  email,
  subject: z.string().trim().min(5, validationMessages.subject),
  message,
});

export type FeedbackSubmission = z.output<typeof feedbackSchema>;
export type ContactFormValues = z.output<typeof contactSchema>;
