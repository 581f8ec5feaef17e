import { cardIconComponents } from "~/components/shared/card-icons";
import { IconCardGrid } from "~/components/shared/icon-card-grid";
import type { Offer } from "~/content/page-data";

/** 'What SR Offers You': one card per offer in join.yaml, with the icon it names. */
export function OfferCards({ offers }: { offers: Offer[] }) {
  return (
    <IconCardGrid
      items={offers.map(({ title, description, icon }) => ({ title, description, icon: cardIconComponents[icon] }))}
      columns="sm:grid-cols-2 lg:grid-cols-4"
    />
  );
}
