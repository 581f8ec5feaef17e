import { ArchiveLinks } from "~/components/shared/archive-links";
import { ArchiveLoadNotice } from "~/components/shared/archive-load-notice";
import { FilterButtons, type FilterOption } from "~/components/shared/filter-buttons";
import type { GalleryData, GalleryYearData } from "~/content/page-data";
import { useArchivePage } from "~/hooks/use-archive-page";
import { useQueryFilter } from "~/hooks/use-query-filter";
import { galleryYearPath } from "~/lib/gallery-paths";
import { PhotoGrid } from "./photo-grid";

const allYears = "all";

/**
 * Year filter, the photo grid and the photo dialog of /photos. An album /photos does not
 * carry (a year in `archiveYears`) comes from its own page (/photos/2019), which the filter
 * loads and the links below the grid lead to without JavaScript (ADR 052).
 */
export function PhotoGallery({ gallery }: { gallery: GalleryData }) {
  const filterValues = [allYears, ...gallery.years];
  const [year, setYear] = useQueryFilter("year", filterValues, allYears);
  const options: FilterOption<string>[] = [
    { value: allYears, label: "All" },
    ...gallery.years.map((value) => ({ value, label: value })),
  ];
  const albumPage = year !== allYears && gallery.archiveYears.includes(year) ? galleryYearPath(year) : null;
  const load = useArchivePage<GalleryYearData>(albumPage);
  const photos =
    load.state === "loaded"
      ? load.data.photos
      : year === allYears
        ? gallery.photos
        : gallery.photos.filter((photo) => photo.year === year);

  return (
    <>
      <FilterButtons label="Show photos from" options={options} value={year} onChange={setYear} />
      <PhotoGrid photos={photos} priorityFirst={year === allYears} />
      {albumPage ? <ArchiveLoadNotice load={load} what={`the photos of ${year}`} path={albumPage} /> : null}
      <ArchiveLinks
        title="Older albums"
        links={gallery.archiveYears.map((archived) => ({ label: archived, to: galleryYearPath(archived) }))}
      />
    </>
  );
}
