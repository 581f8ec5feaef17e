import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { href, Link } from "react-router";
import { Field } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { CopyText } from "~/components/ui/copy-text";
import { Send } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { Toast, type ToastMessage } from "~/components/ui/toast";
import { buildFeedbackMailto } from "~/lib/mailto";
import { emptyFeedback, type FeedbackSubmission, feedbackSchema, issueTypes } from "./feedback-schema";

export const feedbackSentNotice: ToastMessage = {
  title: "Feedback form opened in your email client",
  description: "Please send the email to complete your feedback submission.",
};

/** Hands the mail link to the browser, which opens the visitor's mail client. */
function openInMailClient(href: string) {
  window.location.href = href;
}

/**
 * The feedback form. There is no server: a valid submission becomes a mail link to
 * the stakeholder-relations mailbox that the visitor's mail client opens. A failed
 * submit keeps every value, shows each error under its field and focuses the first
 * invalid field (react-hook-form's shouldFocusError, in field order).
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(feedbackSchema), defaultValues: emptyFeedback });

  const onValid = (submission: FeedbackSubmission) => {
    const href = buildFeedbackMailto(mailbox, submission);
    console.info("Feedback submission", submission);
    openMailto(href);
    setNotice(feedbackSentNotice);
    reset();
  };
  const onInvalid = () => {
    // A notice from an earlier submission would be misleading next to new errors.
    setNotice(null);
    // react-hook-form focuses the first invalid field right after this; focusing does
    // not scroll a field that is merely covered by the sticky header, so bring it into
    // view explicitly (its scroll-margin keeps it clear of the header).
    requestAnimationFrame(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.scrollIntoView({ block: "nearest" });
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-labelledby={headingId} className="mt-8">
      <p className="text-sm text-ink-muted">All fields are required.</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" aria-required="true" {...register("name")} />}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" aria-required="true" {...register("email")} />
          )}
        </Field>
        <Field label="Issue type" error={errors.issueType?.message} className="sm:col-span-2">
          {(control) => (
            <NativeSelect {...control} aria-required="true" {...register("issueType")}>
              <option value="">Select an issue type</option>
              {issueTypes.map((issueType) => (
                <option key={issueType} value={issueType}>
                  {issueType}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Message" error={errors.message?.message} className="sm:col-span-2">
          {(control) => <Textarea {...control} aria-required="true" {...register("message")} />}
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
