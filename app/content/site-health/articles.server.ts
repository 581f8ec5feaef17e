/** The health of the blog: how old its newest article is. */
import { type CalendarDate, parseHumanDate } from "~/lib/dates";
import { articleFindings, type Finding } from "~/lib/site-health";
import { adminPlace } from "../admin-menu";
import { checked } from "../collections.server";
import { displayPath, readCollection } from "../load.server";

export function articleHealth(today: CalendarDate, limitMonths: number): Finding[] {
  const articles = readCollection(checked("blog")).flatMap(({ file, data }) => {
    const date = parseHumanDate(data.date);
    return date ? [{ title: data.title, file: displayPath(file), date }] : [];
  });
  return articleFindings(articles, today, limitMonths, adminPlace("blog"));
}
