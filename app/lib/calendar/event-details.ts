/** The description every calendar entry gets: the .ics files, Google Calendar and schema.org Events. */
export function eventDetails(title: string, location: string): string {
  return `Join us for ${title} at ${location}`;
}
