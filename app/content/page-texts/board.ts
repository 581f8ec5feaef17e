/** The title and lead of /board. */
export const boardTexts = { title: "Board", lead: "Meet the leadership of RSM Student Representation." } as const;

/** One year's page, /board/{year}: its title and lead, also its meta title and description. */
export const boardYearTexts = (year: string) => ({
  title: `Board ${year}`,
  // Without a tense: the newest year is often the current one, or the next (a board entered before it starts).
  lead: `Meet the board of RSM Student Representation in the academic year ${year}.`,
});
