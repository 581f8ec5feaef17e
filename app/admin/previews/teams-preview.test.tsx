// @vitest-environment jsdom
/**
 * The team preview, as Decap renders it: the page with the headings and the role's title read from their own files.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import { fromJS } from "immutable";
import { describe, expect, test, vi } from "vitest";
import { TeamView } from "~/components/teams/team-view";
import { entry, expectPreviewToBeThePage, resolveAsset } from "../../../tests/helpers/preview-is-the-page";
import { previewProps as props } from "../../../tests/helpers/preview-props";
import { roleTitleFromEntry, teamEntryData, teamFromEntry, teamHeadingsFromEntry } from "./team";
import TeamPreview, { teamPageSources } from "./teams-preview";

describe("team preview", () => {
  const team = {
    title: "Events Team",
    tagline: "Bringing students together.",
    heroImage: "../images/teams/events.jpg",
    heroImageAlt: "A hall with a stage",
    image: "../images/teams/events-work.jpg",
    imageAlt: "A planning board",
    responsibilities: ["Plan events", "Run them"],
    duration: "September to June",
    timeCommitment: "2-3 hours per week",
    roleId: "event-manager",
    body: "The Events Team organises talks.",
  };
  const teamPage = {
    whatWeDoTitle: "What We Do",
    responsibilitiesTitle: "Key Responsibilities",
    additionalInformationTitle: "Additional Information",
    joinTitle: "Want to Join Our Team?",
  };

  test("shows the page with the shared headings and the role's title from their own files", async () => {
    const getCollection = vi.fn(async (collection: string, slug?: string) => {
      if (collection === teamPageSources.headings.collection && slug === teamPageSources.headings.file) {
        return fromJS({ slug, data: { title: "Our Teams", teamPage } });
      }
      if (collection === teamPageSources.roles && slug === "event-manager") {
        return fromJS({ slug, data: { title: "Event Manager" } });
      }
      throw new Error(`no entry ${collection}/${slug}`);
    });
    render(<TeamPreview {...props("events", team, { getCollection })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Events Team" })).toBeInTheDocument();
    await screen.findByRole("heading", { level: 2, name: "What We Do" });
    expect(screen.getByText("The Events Team organises talks.").parentElement).toHaveClass("prose-content");
    expect(screen.getByText("Run them")).toBeInTheDocument();
    expect(screen.getByText("2-3 hours per week")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Event Manager" })).toHaveAttribute("href", "/join/role/event-manager"),
    );
  });

  test("says so when the shared headings cannot be read", async () => {
    const getCollection = async () => {
      throw new Error("not found");
    };
    render(<TeamPreview {...props("events", team, { getCollection })} />);
    expect(await screen.findByText(/could not be read/)).toHaveAttribute("role", "status");
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
  });
});

test("the preview holds the page's view of the same entry, markup for markup", async () => {
  await expectPreviewToBeThePage({
    entry: entry("marketing", {
      title: "Marketing Team",
      tagline: "Telling students what we do.",
      heroImage: "../images/teams/marketing.jpg",
      heroImageAlt: "A camera on a tripod",
      image: "../images/teams/marketing-work.jpg",
      imageAlt: "Posters on a wall",
      responsibilities: ["Write posts", "Film the events", "Design posters"],
      duration: "A full academic year",
      timeCommitment: "4 hours per week",
      roleId: "content-creator",
      body: "The Marketing Team runs our **channels**.\n\n- Instagram\n- LinkedIn",
    }),
    Preview: TeamPreview,
    related: {
      [`${teamPageSources.headings.collection}/${teamPageSources.headings.file}`]: entry(
        teamPageSources.headings.file,
        {
          title: "Our Teams",
          teamPage: {
            whatWeDoTitle: "Our Work",
            responsibilitiesTitle: "What You Would Do",
            additionalInformationTitle: "Good to Know",
            joinTitle: "Join Us",
          },
        },
      ),
      [`${teamPageSources.roles}/content-creator`]: entry("content-creator", { title: "Content Creator" }),
    },
    page: (entry, relatedEntry) => {
      const data = teamEntryData(entry);
      const role = relatedEntry(teamPageSources.roles, data.roleId);
      const headings = relatedEntry(teamPageSources.headings.collection, teamPageSources.headings.file);
      const team = teamFromEntry(entry, data, resolveAsset, role && roleTitleFromEntry(role));
      return <TeamView team={team} headings={headings ? teamHeadingsFromEntry(headings) : null} />;
    },
    ready: (main) => within(main).findByRole("link", { name: "Content Creator" }),
  });
});
