import { YouSaidWeDidView } from "~/components/you-said-we-did/you-said-we-did-view";
import { PreviewPage } from "./preview-page";
import type { PreviewProps } from "./preview-props";
import { saidItemFromEntry } from "./you-said-we-did";

/**
 * The item as /you-said-we-did shows it: the page's own view with this one item, its
 * dates and link mapped as the build maps the file.
 */
export default function YouSaidWeDidPreview({ entry, document }: PreviewProps) {
  const item = saidItemFromEntry(entry);
  return (
    <PreviewPage document={document} title={item.title}>
      <YouSaidWeDidView items={[item]} />
    </PreviewPage>
  );
}
