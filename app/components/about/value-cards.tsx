import { cardIconComponents } from "~/components/shared/card-icons";
import { IconCardGrid } from "~/components/shared/icon-card-grid";
import type { AboutData } from "~/content/page-data";

type Value = AboutData["values"]["items"][number];

/** 'Our Values': one card per value in about.yaml, with the icon it names. */
export function ValueCards({ values }: { values: Value[] }) {
  return (
    <IconCardGrid
      items={values.map(({ title, description, icon }) => ({ title, description, icon: cardIconComponents[icon] }))}
    />
  );
}
