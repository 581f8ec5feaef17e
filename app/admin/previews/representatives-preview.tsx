import { RepresentativesOverview } from "~/components/representatives/representatives-overview";
import { contact } from "~/config/contact";
import { representativesPage } from "~/content/representatives-page";
import { PreviewPage } from "./preview-page";
import type { PreviewProps } from "./preview-props";
import { useRelatedEntry } from "./related-entry";
import { programmeChatsFromEntry, representativesYearFromEntry } from "./representatives";
import { usePreviewAssets } from "./use-preview-assets";

/** Where the preview finds the programmes' group chats (the CMS configuration's names). */
export const groupChatsSource = { collection: "support", file: "support" } as const;

/**
 * A representatives year as /representatives/{year} shows it: the site's own page body
 * (title band, programme filter, the programmes with their study years, cards and group
 * chats) with this year only. The group chats are read from the Student Support file;
 * until they are, a representative without a role mailbox shows the general mailbox.
 */
export default function RepresentativesPreview({ entry, getAsset, getCollection, document }: PreviewProps) {
  const resolveAsset = usePreviewAssets(getAsset);
  const shown = representativesYearFromEntry(entry, resolveAsset);
  const support = useRelatedEntry(getCollection, groupChatsSource.collection, groupChatsSource.file);
  const chats = support.status === "ready" ? programmeChatsFromEntry(support.entry) : [];
  return (
    <PreviewPage document={document} title={`Student representatives ${shown.year}`}>
      <RepresentativesOverview
        years={[shown.year]}
        page={representativesPage(shown, chats, contact.infoEmail)}
        yearPage
      />
    </PreviewPage>
  );
}
