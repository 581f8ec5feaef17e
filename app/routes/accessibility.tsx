import { AccessibilityStatementView } from "~/components/accessibility/accessibility-statement";
import { contact } from "~/config/contact";
import { loadAccessibilityStatement } from "~/content/accessibility.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/accessibility";

export function loader() {
  return { statement: loadAccessibilityStatement() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, intro } = loaderData.statement;
  return pageMeta({ title, description: intro, path: "/accessibility" });
}

export default function AccessibilityRoute({ loaderData }: Route.ComponentProps) {
  return <AccessibilityStatementView statement={loaderData.statement} mailbox={contact.stakeholderRelationsEmail} />;
}
