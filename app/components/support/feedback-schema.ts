/**
 * Validation for the Student Support feedback form, plus a contact form schema kept
 * ready though no page renders it yet. The messages are the exact texts a
 * visitor sees under the field.
 */
import * as z from "zod/mini";

export const issueTypes = [
  "Student Representative",
  "Student Support",
  "Student Representation Member",
  "WhatsApp Group Chat",
  "RSM",
  "Other",
] as const;

export const validationMessages = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  issueType: "Please select an issue type",
  subject: "Subject must be at least 5 characters",
  message: "Message must be at least 10 characters",
} as const;

// Surrounding spaces do not count towards a minimum length and are not sent.
const trimmed = () => z.string().check(z.trim());
const name = trimmed().check(z.minLength(2, validationMessages.name));
const email = z.pipe(trimmed(), z.email({ error: validationMessages.email }));
const message = trimmed().check(z.minLength(10, validationMessages.message));

export const feedbackSchema = z.object({
  name,
  email,
  /** One of issueTypes; the empty placeholder option means no choice yet. */
  issueType: z.string().check(z.minLength(1, validationMessages.issueType)),
  message,
});

/** Kept ready for a contact form; no page renders one yet. */
export const contactSchema = z.object({
  name,
  email,
  subject: trimmed().check(z.minLength(5, validationMessages.subject)),
  message,
});

/** The values as typed; the empty issue type is the 'Select an issue type' option. */
export type FeedbackFormValues = z.input<typeof feedbackSchema>;

/** The form's fields, in the order they appear (the first invalid one is focused). */
export const feedbackFields = [
  "name",
  "email",
  "issueType",
  "message",
] as const satisfies readonly (keyof FeedbackFormValues)[];
