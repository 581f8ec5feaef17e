import { Fragment } from "react";
import { PageHeader } from "~/components/layout/page-header";
import { Container } from "~/components/ui/container";
import { Mail } from "~/components/ui/icons";
import type { AccessibilityStatement } from "~/content/page-data";

/**
 * The accessibility statement (/accessibility): the standard, how it is checked, what does
 * not meet it yet and what is done about it, how to report a problem to `mailbox` (the site
 * settings' feedback mailbox), and the day of the board's last review.
 */
export function AccessibilityStatementView({
  statement,
  mailbox,
}: {
  statement: AccessibilityStatement;
  mailbox: string;
}) {
  const { title, intro, standard, checks, knownProblems, report, lastReviewed } = statement;
  return (
    <>
      <PageHeader title={title} lead={intro} />
      <Container className="pt-6 pb-16 sm:pt-10">
        <div className="prose-content">
          <h2 id="standard">{standard.title}</h2>
          <p>{standard.text}</p>
          <h2 id="checks">{checks.title}</h2>
          <p>{checks.intro}</p>
          <ul>
            {checks.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h2 id="known-problems">{knownProblems.title}</h2>
          <p>{knownProblems.intro}</p>
          {knownProblems.items.map((problem) => (
            <Fragment key={problem.title}>
              <h3>{problem.title}</h3>
              <p>{problem.text}</p>
              <p>
                <strong>What we do about it:</strong> {problem.action}
              </p>
            </Fragment>
          ))}
          <h2 id="report">{report.title}</h2>
          <p>{report.text}</p>
          <p>
            <a href={`mailto:${mailbox}`} className="inline-flex items-center gap-2 break-all">
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              {mailbox}
            </a>
          </p>
          <p className="border-t border-line pt-6 text-base text-ink-muted">
            Last reviewed by the board on <time dateTime={lastReviewed.iso}>{lastReviewed.text}</time>.
          </p>
        </div>
      </Container>
    </>
  );
}
