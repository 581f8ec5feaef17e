import { PageHeader } from "~/components/layout/page-header";
import { Container } from "~/components/ui/container";
import { SaidItem } from "~/components/you-said-we-did/said-item";
import { PreviewPage } from "./preview-page";
import type { PreviewProps } from "./preview-props";
import { saidItemFromEntry } from "./you-said-we-did";

/** The /you-said-we-did page's title band. */
export const saidPageTitle = "You said, we did";

/**
 * The item as /you-said-we-did shows it (app/routes/you-said-we-did.tsx): the page's
 * title band and the site's own item, its dates and link mapped as the build maps them.
 */
export function YouSaidWeDidPreview({ entry, document }: PreviewProps) {
  const item = saidItemFromEntry(entry);
  return (
    <PreviewPage document={document} title={item.title}>
      <PageHeader title={saidPageTitle} />
      <Container className="py-12 sm:py-16">
        <ul>
          <li>
            <SaidItem item={item} />
          </li>
        </ul>
      </Container>
    </PreviewPage>
  );
}
