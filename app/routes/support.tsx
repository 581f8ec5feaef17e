import { href, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { SectionHeading } from "~/components/shared/section-heading";
import { FeedbackForm } from "~/components/support/feedback-form";
import { GroupChats } from "~/components/support/group-chats";
import { ResourceCards } from "~/components/support/resource-cards";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ExternalLink } from "~/components/ui/external-link";
import { MessageCircle } from "~/components/ui/icons";
import { contact } from "~/config/contact";
import { links } from "~/config/links";
import { loadSupport } from "~/content/support.server";
import { revalidateOnPathChangeOnly } from "~/lib/should-revalidate";
import { cn } from "~/lib/utils";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/support";

export function loader() {
  return { support: loadSupport() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { support } = loaderData;
  return pageMeta({ title: support.title, description: support.intro, path: "/student-support" });
}

// The chat filter lives in the query string; it needs no new page data.
export const shouldRevalidate = revalidateOnPathChangeOnly;

export default function StudentSupportRoute({ loaderData }: Route.ComponentProps) {
  const { support } = loaderData;
  return (
    <>
      <PageHeader title={support.title} lead={support.intro}>
        <ExternalLink href={links.supportChat} className={cn(buttonVariants(), "mt-8")}>
          <MessageCircle aria-hidden="true" />
          Text us on WhatsApp
        </ExternalLink>
      </PageHeader>

      <Container className="space-y-20 py-16 sm:py-20">
        <section aria-labelledby="resources-heading">
          <SectionHeading id="resources-heading" title={support.resources.title} lead={support.resources.intro} />
          <ResourceCards resources={support.resources.items} />
        </section>

        <section aria-labelledby="group-chats-heading">
          <SectionHeading id="group-chats-heading" title={support.groupChats.title} lead={support.groupChats.intro} />
          <p className="mt-4 max-w-3xl text-lg">
            Who represents your year?{" "}
            <Link to={href("/representatives")} className="font-semibold text-brand underline underline-offset-4">
              Find your representative
            </Link>{" "}
            by programme and year.
          </p>
          <GroupChats chats={support.groupChats.items} />
        </section>

        <section aria-labelledby="feedback-heading" className="max-w-3xl">
          <SectionHeading id="feedback-heading" title={support.feedback.title} lead={support.feedback.intro} />
          <FeedbackForm mailbox={contact.stakeholderRelationsEmail} headingId="feedback-heading" />
        </section>
      </Container>
    </>
  );
}
