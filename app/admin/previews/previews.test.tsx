// @vitest-environment jsdom
/**
 * Each preview renders the entry with the site's own components, as Decap renders it:
 * with the props Decap passes (an Immutable entry, getAsset, getCollection and the
 * preview iframe's document).
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import { fromJS } from "immutable";
import { describe, expect, test, vi } from "vitest";
import { registeredCollections } from "~/content/registry";
import { days, eventDates, eventTimes } from "../../../tests/date-strings";
import { ArticlePreview } from "./article-preview";
import { BoardPreview } from "./board-preview";
import { EventPreview } from "./event-preview";
import { previewTemplates, registerPreviews } from "./index";
import type { PreviewProps } from "./preview-props";
import { groupChatsSource, RepresentativesPreview } from "./representatives-preview";
import { SettingsPreview } from "./settings-preview";
import { TeamPreview, teamPageSources } from "./team-preview";
import { YouSaidWeDidPreview } from "./you-said-we-did-preview";

const getAsset = (path: string) => ({ url: `blob:asset/${path.split("/").at(-1)}`, path });

function props(slug: string, data: Record<string, unknown>, extra: Partial<PreviewProps> = {}): PreviewProps {
  return {
    entry: fromJS({ slug, data }),
    getAsset,
    document: document.implementation.createHTMLDocument(""),
    ...extra,
  };
}

test("the article preview shows the page's header and the Markdown body in the site's body styles", () => {
  const previewProps = props("marketing-with-purpose", {
    title: "Marketing with Purpose",
    date: "April 26, 2025",
    author: "Tim de Graaf",
    image: "../images/blog/blog-14.jpg",
    imageAlt: "A skyline",
    description: "Telling a story without overselling it.",
    tag: "Alumni",
    body: "First paragraph.\n\n## Telling a true story well\n\n> A quotation",
  });
  render(<ArticlePreview {...previewProps} />);
  const main = screen.getByRole("main");
  expect(within(main).getByRole("heading", { level: 1, name: "Marketing with Purpose" })).toHaveClass("text-title");
  expect(within(main).getByText("Alumni")).toBeInTheDocument();
  expect(within(main).getByText(days["2025-04-26"])).toHaveAttribute("datetime", "2025-04-26");
  expect(within(main).getByRole("img", { name: "A skyline" })).toHaveAttribute("src", "blob:asset/blog-14.jpg");
  const section = within(main).getByRole("heading", { level: 2, name: "Telling a true story well" });
  expect(section.parentElement).toHaveClass("prose-content");
  expect(within(main).getByText("First paragraph.").parentElement).toBe(section.parentElement);
  // The iframe's own document says it is English and what it shows.
  expect(previewProps.document?.documentElement.lang).toBe("en");
  expect(previewProps.document?.title).toBe("Preview: Marketing with Purpose");
});

test("the event preview shows the card with the date and time text the site derives", () => {
  render(
    <EventPreview
      {...props("recruitment-week-2030", {
        title: "SR Recruitment Week",
        startDate: "2030-09-16",
        endDate: "2030-09-20",
        allDay: true,
        location: "Polak Building",
        image: "../images/events/event-12.jpg",
        imageAlt: "A crowd on campus",
        registrationUrl: "https://forms.example.org/recruitment",
        body: "Drop by our stand.",
      })}
    />,
  );
  const card = screen.getByRole("article", { name: "SR Recruitment Week" });
  expect(within(card).getByText(eventDates["2030-09-16/2030-09-20"])).toHaveAttribute("datetime", "2030-09-16");
  expect(within(card).getByText(eventTimes["all day"])).toBeInTheDocument();
  expect(within(card).getByText("Polak Building")).toBeInTheDocument();
  expect(within(card).getByText("Drop by our stand.")).toBeInTheDocument();
  expect(within(card).getByRole("link", { name: /^Register: SR Recruitment Week/ })).toHaveAttribute(
    "href",
    "https://forms.example.org/recruitment",
  );
  expect(within(card).queryByText("Past Event")).toBeNull();
});

test("the board preview shows the year's member cards", () => {
  render(
    <BoardPreview
      {...props("2025-2026", {
        members: [
          { name: "Ada Vermeer", role: "Chair\nVice Chair", image: "../images/board/p1.jpg", bio: "Chairs meetings." },
          { name: "Hana Jansma", role: "Secretary", image: "../images/board/p2.jpg", email: "hana@example.org" },
        ],
      })}
    />,
  );
  expect(screen.getByRole("heading", { level: 1, name: "Board 2025-2026" })).toBeInTheDocument();
  expect(screen.getByRole("list", { name: "Board 2025-2026" })).toBeInTheDocument();
  const cards = screen.getAllByRole("article");
  expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual([
    "Ada Vermeer",
    "Hana Jansma",
  ]);
  expect(within(cards[0] as HTMLElement).getByText("Vice Chair")).toBeInTheDocument();
  expect(within(cards[1] as HTMLElement).getByRole("link", { name: "Email Hana Jansma" })).toHaveAttribute(
    "href",
    "mailto:hana@example.org",
  );
});

/** True while WatchedBoardPreview renders: a getAsset call then is a call during rendering. */
let boardPreviewRendering = false;
function WatchedBoardPreview(previewProps: PreviewProps) {
  boardPreviewRendering = true;
  try {
    return <BoardPreview {...previewProps} />;
  } finally {
    boardPreviewRendering = false;
  }
}

test("a board year being typed (members without names yet) draws its cards quietly, pictures read after rendering", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  // Decap's getAsset dispatches a load to its store: never while a preview renders.
  const watchedGetAsset = vi.fn((path: string) => {
    if (boardPreviewRendering) throw new Error(`getAsset(${path}) while rendering`);
    return getAsset(path);
  });
  try {
    render(
      <WatchedBoardPreview
        {...props("", {
          academicYear: "2026-2027",
          members: [
            { name: "", role: "", image: "../images/board/p1.jpg" },
            { name: "", role: "" },
          ],
        })}
        getAsset={watchedGetAsset}
      />,
    );
    expect(screen.getAllByRole("article")).toHaveLength(2);
    await waitFor(() => expect(document.querySelector('img[src="blob:asset/p1.jpg"]')).not.toBeNull());
    expect(document.querySelector('img[src=""]')).toBeNull();
    expect(watchedGetAsset).toHaveBeenCalledWith("../images/board/p1.jpg");
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
});

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

test("registerPreviews registers the site's stylesheet, a preview for each of the six collections and the settings' list", () => {
  const registry = { registerPreviewTemplate: vi.fn(), registerPreviewStyle: vi.fn() };
  registerPreviews(registry);
  // Vitest stubs stylesheets (the URL is ''); admin-previews.spec.ts checks the styles the iframe gets.
  expect(registry.registerPreviewStyle).toHaveBeenCalledTimes(1);
  expect(registry.registerPreviewTemplate.mock.calls).toEqual([
    ["blog", ArticlePreview],
    ["events", EventPreview],
    ["board", BoardPreview],
    ["representatives", RepresentativesPreview],
    ["you-said-we-did", YouSaidWeDidPreview],
    ["teams", TeamPreview],
    ["site", SettingsPreview],
  ]);
  // Exactly the collections the registry marks previewed.
  expect(Object.keys(previewTemplates).sort()).toEqual(
    registeredCollections
      .filter(([, definition]) => definition.previewed)
      .map(([name]) => name)
      .sort(),
  );
});

describe("the representatives preview", () => {
  const year = {
    academicYear: "2030-2031",
    representatives: [
      { name: "Noor Smit", programme: "BA", year: 2, covers: "Year 2, all courses", mailbox: "ba-2@sr.example.org" },
      { name: "Ivo Bakker", programme: "IBA", year: 1, covers: "Year 1", image: "../images/representatives/ivo.jpg" },
      { name: "Pien Pols", programme: "Pre-MSc", covers: "All Pre-MSc students" },
    ],
  };
  const support = fromJS({
    data: {
      groupChats: { items: [{ title: "IBA 2030-2033", tag: "IBA", link: "https://chat.example.org/iba" }] },
    },
  });

  test("shows the year's programmes in the page's order with their cards, photo or initials", () => {
    render(<RepresentativesPreview {...props("2030-2031", year)} />);
    const main = screen.getByRole("main");
    expect(within(main).getByRole("heading", { level: 1, name: "Student representatives 2030-2031" })).toBeVisible();
    expect(
      within(main)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["IBA", "BA", "Pre-MSc"]);
    const iba = within(main).getByRole("list", { name: "IBA Year 1" });
    expect(within(iba).getByText("Ivo Bakker")).toBeInTheDocument();
    expect(iba.querySelector("img")).toHaveAttribute("src", "blob:asset/ivo.jpg");
    expect(within(main).getByRole("link", { name: "Email Noor Smit: ba-2@sr.example.org" })).toHaveAttribute(
      "href",
      "mailto:ba-2@sr.example.org",
    );
  });

  test("reads the programme's group chats from the Student Support file for someone without a mailbox", async () => {
    const getCollection = vi.fn(async () => support);
    render(<RepresentativesPreview {...props("2030-2031", year, { getCollection })} />);
    const link = await screen.findByRole("link", { name: "IBA group chats, to reach Ivo Bakker" });
    expect(link).toHaveAttribute("href", "#programme-iba-chats");
    expect(getCollection).toHaveBeenCalledWith(groupChatsSource.collection, groupChatsSource.file);
    expect(screen.getByRole("link", { name: /^IBA 2030-2033/ })).toHaveAttribute(
      "href",
      "https://chat.example.org/iba",
    );
    // Pre-MSc has no chat: the general mailbox of the site settings.
    expect(screen.getByRole("link", { name: /^Email Pien Pols: .+@/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:.+@/),
    );
  });
});

test("the 'You said, we did' preview shows the item as the page does: status, programme, dates, both texts and the link", () => {
  render(
    <YouSaidWeDidPreview
      {...props("quiet-study-rooms", {
        title: "Quiet Study Rooms",
        raised: "No quiet place to study in exam weeks.",
        programme: "BA",
        status: "Done",
        raisedOn: "2030-04-02",
        doneOn: "2030-05-15",
        link: "/blog/a-year-of-program-advisory",
        body: "Two halls stay **open**.",
      })}
    />,
  );
  const item = screen.getByRole("article", { name: "Quiet Study Rooms" });
  expect(item).toHaveAttribute("id", "item-quiet-study-rooms");
  expect(within(item).getByText("Done")).toBeInTheDocument();
  expect(within(item).getByText("BA")).toBeInTheDocument();
  expect(within(item).getByText(days["2030-04-02"])).toHaveAttribute("datetime", "2030-04-02");
  expect(within(item).getByText(days["2030-05-15"])).toHaveAttribute("datetime", "2030-05-15");
  expect(within(item).getByText("No quiet place to study in exam weeks.")).toBeInTheDocument();
  expect(within(item).getByText("open").closest(".prose-content")).not.toBeNull();
  expect(within(item).getByRole("link", { name: /^Read the article/ })).toHaveAttribute(
    "href",
    "/blog/a-year-of-program-advisory",
  );
  expect(screen.getByRole("heading", { level: 1, name: "You said, we did" })).toBeInTheDocument();
});

test("the event preview also shows the event's own page, as its title links to it", () => {
  render(
    <EventPreview
      {...props("winter-gala-2030", {
        title: "Winter Gala",
        startDate: "2030-12-12",
        startTime: "20:00",
        endTime: "02:00",
        endsNextDay: true,
        location: "Polak Building",
        image: "../images/events/event-12.jpg",
        imageAlt: "A stage",
        body: "The winter's grand evening.",
      })}
    />,
  );
  expect(screen.getByRole("link", { name: "Winter Gala" })).toHaveAttribute("href", "/events/winter-gala-2030");
  expect(screen.getByRole("heading", { level: 1, name: "Winter Gala" })).toBeInTheDocument();
  expect(screen.getAllByText(/grand evening/)).toHaveLength(2);
  // No registration form entered yet: neither the card nor the page offers Register.
  expect(screen.getAllByRole("link", { name: /^Add to Calendar/ })).toHaveLength(2);
  expect(screen.queryByRole("link", { name: /Register/ })).toBeNull();
  expect(screen.queryByRole("button", { name: /Register/ })).toBeNull();
});

test("the site settings preview is a list of each field's label and value, section by section", () => {
  render(
    <SettingsPreview
      {...props("site", {
        site: { name: "RSM Student Representation", shortName: "SR RSM", url: "https://sr-rsm.nl" },
        contact: { infoEmail: "info@sr-rsm.nl", address: { city: "Rotterdam" } },
        health: { owners: [{ username: "sr-rsm-secretary" }], youSaidWeDidMonths: 6 },
        cms: { repository: "sr-rsm/website", branch: "main" },
      })}
    />,
  );
  const main = screen.getByRole("main");
  const section = (name: string) => within(main).getByRole("heading", { name }).closest("section") as HTMLElement;
  const pairs = (element: HTMLElement) =>
    within(element)
      .getAllByRole("term")
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
  expect(
    within(main)
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(expect.arrayContaining(["Site", "Contact", "Links", "Site health"]));
  expect(pairs(section("Site")).slice(0, 3)).toEqual([
    "Name: RSM Student Representation",
    "Short name: SR RSM",
    "Address: https://sr-rsm.nl",
  ]);
  expect(pairs(section("Address"))).toContain("City: Rotterdam");
  expect(pairs(section("Address"))).toContain("Street: not set");
  expect(within(section("Owners")).getAllByRole("listitem")).toHaveLength(1);
  expect(pairs(section("Owners"))).toEqual(["GitHub username: sr-rsm-secretary"]);
  // The plumbing the form leaves out is not shown either.
  expect(main.textContent).not.toContain("sr-rsm/website");
});
