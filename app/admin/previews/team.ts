/** A team entry of the editor as its page's data (the shape teams.server.ts gives /teams/{team}). */
import type { ImageAsset } from "~/content/page-data";
import { type AssetResolver, type EntryFields, lines, text } from "./entry";
import { resolvePreviewImage } from "./image";
import { renderPreviewMarkdown } from "./markdown";

export type TeamPreviewData = {
  slug: string;
  title: string;
  tagline: string;
  heroImage: ImageAsset;
  heroImageAlt: string;
  image: ImageAsset;
  imageAlt: string;
  responsibilities: string[];
  duration: string;
  timeCommitment: string;
  roleId: string;
  /** 'What We Do', rendered from the Markdown body. */
  whatWeDoHtml: string;
};

export function teamFromEntry(fields: EntryFields, slug: string, resolveAsset: AssetResolver): TeamPreviewData {
  return {
    slug,
    title: text(fields, "title"),
    tagline: text(fields, "tagline"),
    heroImage: resolvePreviewImage(text(fields, "heroImage"), resolveAsset),
    heroImageAlt: text(fields, "heroImageAlt"),
    image: resolvePreviewImage(text(fields, "image"), resolveAsset),
    imageAlt: text(fields, "imageAlt"),
    responsibilities: lines(fields, "responsibilities"),
    duration: text(fields, "duration"),
    timeCommitment: text(fields, "timeCommitment"),
    roleId: text(fields, "roleId"),
    whatWeDoHtml: renderPreviewMarkdown(text(fields, "body")),
  };
}

/** The section headings every team page shares (content/teams.yaml `teamPage`). */
export type TeamPageHeadings = {
  whatWeDoTitle: string;
  responsibilitiesTitle: string;
  additionalInformationTitle: string;
  joinTitle: string;
};

/** The headings from the teams page's form values; null while any is missing. */
export function teamHeadingsFromEntry(fields: EntryFields): TeamPageHeadings | null {
  const teamPage = fields.teamPage;
  if (typeof teamPage !== "object" || teamPage === null || Array.isArray(teamPage)) return null;
  const section = teamPage as EntryFields;
  const headings = {
    whatWeDoTitle: text(section, "whatWeDoTitle"),
    responsibilitiesTitle: text(section, "responsibilitiesTitle"),
    additionalInformationTitle: text(section, "additionalInformationTitle"),
    joinTitle: text(section, "joinTitle"),
  };
  return Object.values(headings).every((heading) => heading.trim() !== "") ? headings : null;
}
