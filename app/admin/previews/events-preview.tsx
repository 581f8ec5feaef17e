import { EventDetail } from "~/components/events/event-detail";
import { EventList } from "~/components/events/event-list";
import { PageHeader } from "~/components/layout/page-header";
import { Container } from "~/components/ui/container";
import { eventPagePath } from "~/lib/event-paths";
import { absoluteUrl } from "~/seo/page-meta";
import { eventFromEntry } from "./event";
import { PreviewPage } from "./preview-page";
import type { PreviewProps } from "./preview-props";
import { usePreviewAssets } from "./use-preview-assets";

/** The /events page's title band. */
export const eventsPageTitle = "Events";

/**
 * The event's card on /events (app/routes/events.tsx): the page's title band and the
 * site's event list with this one card, its date and time text derived from the form's
 * fields as the build derives them, upcoming or past by the editor's clock; then the
 * event's own page (app/routes/events.entry.tsx), which its card's title links to.
 */
export default function EventPreview({ entry, getAsset, document }: PreviewProps) {
  const resolveAsset = usePreviewAssets(getAsset);
  const event = eventFromEntry(entry, resolveAsset, new Date());
  return (
    <PreviewPage document={document} title={event.title}>
      <PageHeader title={eventsPageTitle} />
      <Container className="py-12 sm:py-16">
        <EventList events={[event]} years={event.year ? [event.year] : []} />
      </Container>
      <div className="border-t border-line">
        <EventDetail event={event} shareUrl={absoluteUrl(eventPagePath(event.id))} />
      </div>
    </PreviewPage>
  );
}
