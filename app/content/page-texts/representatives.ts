/** The titles and leads of /representatives and each year's page. */
export const representativesDefaults = {
  title: "Find your representative",
  lead: "The students who bring your programme's feedback to lecturers and programme management, by programme and year. Reach them through their SR mailbox or your programme's group chat.",
} as const;

/** The title and lead of one year's page, /representatives/{year}; also its meta title and description. */
export function representativesYearTexts(year: string) {
  return {
    title: `Student representatives ${year}`,
    lead: `The student representatives of RSM Student Representation in the academic year ${year}, by programme and year.`,
  };
}
