/**
 * What the feedback form needs on first load, without zod: the issue types, the exact
 * error texts (SPEC §5) and the empty form. The zod schemas (feedback-schema.ts) load
 * only when the form is first validated, which keeps zod out of the page's first load.
 */

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

/** The values as typed; the empty issue type is the 'Select an issue type' option. */
export type FeedbackFormValues = { name: string; email: string; issueType: string; message: string };

export const emptyFeedback: FeedbackFormValues = { name: "", email: "", issueType: "", message: "" };
