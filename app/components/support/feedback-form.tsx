import type * as React from "react";
import { useRef, useState } from "react";
import { href, Link } from "react-router";
import { checkFields, type FieldErrors } from "~/components/forms/check-fields";
import { markInvalid, readFields, setMessage } from "~/components/forms/constraint-validation";
import { Field } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { CopyText } from "~/components/ui/copy-text";
import { Send } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { Toast, type ToastMessage } from "~/components/ui/toast";
import { buildFeedbackMailto } from "~/lib/mailto";
import { type FeedbackFormValues, feedbackFields, feedbackSchema, issueTypes } from "./feedback-schema";

export const feedbackSentNotice: ToastMessage = {
  title: "Feedback form opened in your email client",
  description: "Please send the email to complete your feedback submission.",
};

/** Hands the mail link to the browser, which opens the visitor's mail client. */
function openInMailClient(href: string) {
  window.location.href = href;
}

const isFeedbackField = (name: string): name is keyof FeedbackFormValues =>
  (feedbackFields as readonly string[]).includes(name);

/**
 * The feedback form. There is no server: a valid submission becomes a mail link to
 * the stakeholder-relations mailbox that the visitor's mail client opens. The controls
 * keep their own values (the browser's form, read with FormData), so a failed submit
 * loses nothing; it shows each error under its field and focuses the first invalid one.
 * After a failed submit, each field is checked again as it changes.
 */
export function FeedbackForm({
  mailbox,
  headingId,
  openMailto = openInMailClient,
}: {
  /** Receives the feedback. */
  mailbox: string;
  /** id of the heading that names the form. */
  headingId?: string;
  /** Opens the mail link; tests replace it. */
  openMailto?: (href: string) => void;
}) {
  const [notice, setNotice] = useState<ToastMessage | null>(null);
  const [errors, setErrors] = useState<FieldErrors<FeedbackFormValues>>({});
  const failedSubmit = useRef(false);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const check = checkFields(feedbackSchema, readFields(form, feedbackFields));
    const firstInvalid = markInvalid(form, check.ok ? {} : check.errors);
    if (!check.ok) {
      failedSubmit.current = true;
      setErrors(check.errors);
      // A notice from an earlier submission would be misleading next to new errors.
      setNotice(null);
      firstInvalid?.focus();
      // Focusing does not scroll a field that is merely covered by the sticky header, so
      // bring it into view once the errors are drawn (its scroll-margin keeps it clear).
      requestAnimationFrame(() => firstInvalid?.scrollIntoView({ block: "nearest" }));
      return;
    }
    const submission = check.data;
    console.info("Feedback submission", submission);
    openMailto(buildFeedbackMailto(mailbox, submission));
    setNotice(feedbackSentNotice);
    failedSubmit.current = false;
    setErrors({});
    form.reset();
  };

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const name = event.target instanceof Element ? event.target.getAttribute("name") : null;
    if (!failedSubmit.current || name === null || !isFeedbackField(name)) return;
    const check = checkFields(feedbackSchema, readFields(event.currentTarget, feedbackFields));
    const message = check.ok ? undefined : check.errors[name];
    setMessage(event.target, message);
    setErrors((current) => ({ ...current, [name]: message }));
  };

  return (
    <form noValidate onSubmit={onSubmit} onChange={onChange} aria-labelledby={headingId} className="mt-8">
      <p className="text-sm text-ink-muted">All fields are required.</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>
          {(control) => <Input {...control} name="name" autoComplete="name" aria-required="true" />}
        </Field>
        <Field label="Email" error={errors.email}>
          {(control) => <Input {...control} name="email" type="email" autoComplete="email" aria-required="true" />}
        </Field>
        <Field label="Issue type" error={errors.issueType} className="sm:col-span-2">
          {(control) => (
            <NativeSelect {...control} name="issueType" defaultValue="" aria-required="true">
              <option value="">Select an issue type</option>
              {issueTypes.map((issueType) => (
                <option key={issueType} value={issueType}>
                  {issueType}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Message" error={errors.message} className="sm:col-span-2">
          {(control) => <Textarea {...control} name="message" aria-required="true" />}
        </Field>
      </div>
      <Button type="submit" className="mt-8">
        <Send aria-hidden="true" />
        Submit feedback
      </Button>
      <Toast toast={notice} onDismiss={() => setNotice(null)} className="mt-6 max-w-xl">
        {/* For a visitor whose device opened no mail app: the address to write to by hand. */}
        <p className="mt-3 text-sm text-ink-muted">
          No email app opened? Send your feedback to this address from any email account:
        </p>
        <CopyText text={mailbox} label="Copy the email address" className="mt-2" />
        <p className="mt-3 text-sm text-ink-muted">
          What came of earlier feedback:{" "}
          <Link
            to={href("/you-said-we-did")}
            className="font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
          >
            You said, we did
          </Link>
        </p>
      </Toast>
    </form>
  );
}
