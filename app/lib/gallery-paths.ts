/**
 * Where an album /photos does not carry lives: /photos/2019 (ADR 052). Written out, not
 * href(), as eventsYearPath says why.
 */
export function galleryYearPath(year: string): string {
  return `/photos/${year}`;
}
