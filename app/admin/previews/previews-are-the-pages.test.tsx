// @vitest-environment jsdom
/**
 * The previews are the pages: each collection's preview and its page's view are drawn
 * from the same entry, and the preview must hold the view's markup unchanged. The page
 * side is rendered as the build prerenders a route (a static router, renderToStaticMarkup)
 * from the data the preview's own mapper makes of the entry, which is the type the
 * route's loader hands the view; the preview side is drawn as Decap draws it, once its
 * pictures and the entries it reads from other files have arrived. So a preview that
 * grows a copy of a page (or a page that changes without its preview) fails here.
 * The entries are this file's own, never the shipped content.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import { fromJS } from "immutable";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { ArticleView } from "~/components/blog/article-view";
import { BoardOverview } from "~/components/board/board-overview";
import { EventDetail } from "~/components/events/event-detail";
import { RepresentativesOverview } from "~/components/representatives/representatives-overview";
import { TeamView } from "~/components/teams/team-view";
import { YouSaidWeDidView } from "~/components/you-said-we-did/you-said-we-did-view";
import { contact } from "~/config/contact";
import { representativesPage } from "~/content/representative-card";
import { eventPagePath } from "~/lib/event-paths";
import { absoluteUrl } from "~/seo/page-meta";
import { articleFromEntry } from "./article";
import { ArticlePreview } from "./article-preview";
import { yearBoardFromEntry } from "./board";
import { BoardPreview } from "./board-preview";
import type { PreviewEntry } from "./entry";
import { eventFromEntry } from "./event";
import { EventPreview } from "./event-preview";
import { previewTemplates } from "./index";
import { assetResolver, type PreviewProps } from "./preview-props";
import { programmeChatsFromEntry, representativesYearFromEntry } from "./representatives";
import { groupChatsSource, RepresentativesPreview } from "./representatives-preview";
import { roleTitleFromEntry, teamEntryData, teamFromEntry, teamHeadingsFromEntry } from "./team";
import { TeamPreview, teamPageSources } from "./team-preview";
import { saidItemFromEntry } from "./you-said-we-did";
import { YouSaidWeDidPreview } from "./you-said-we-did-preview";

const getAsset = (path: string) => ({ url: `blob:asset/${path.split("/").at(-1)}`, path });
const resolveAsset = assetResolver(getAsset);

/** The other files a preview reads (getCollection), as Decap hands them. */
const related: Record<string, PreviewEntry> = {
  [`${teamPageSources.headings.collection}/${teamPageSources.headings.file}`]: fromJS({
    slug: teamPageSources.headings.file,
    data: {
      title: "Our Teams",
      teamPage: {
        whatWeDoTitle: "Our Work",
        responsibilitiesTitle: "What You Would Do",
        additionalInformationTitle: "Good to Know",
        joinTitle: "Join Us",
      },
    },
  }),
  [`${teamPageSources.roles}/content-creator`]: fromJS({ slug: "content-creator", data: { title: "Content Creator" } }),
  [`${groupChatsSource.collection}/${groupChatsSource.file}`]: fromJS({
    data: { groupChats: { items: [{ title: "IBA 2030-2033", tag: "IBA", link: "https://chat.example.org/iba" }] } },
  }),
};
const relatedEntry = (collection: string, slug?: string) => related[`${collection}/${slug}`];

async function getCollection(collection: string, slug?: string): Promise<PreviewEntry> {
  const entry = relatedEntry(collection, slug);
  if (!entry) throw new Error(`no entry ${collection}/${slug}`);
  return entry;
}

type Case = {
  collection: string;
  entry: PreviewEntry;
  Preview: (props: PreviewProps) => ReactNode;
  /** The page's view of the entry, from the data the preview's mapper makes of it. */
  page: (entry: PreviewEntry) => ReactNode;
  /** The part of the preview's <main> that is the page's view (default: all of it). */
  shared?: (main: HTMLElement) => Element;
  /** Shown in the preview once what it reads from other files has arrived. */
  ready: (main: HTMLElement) => Promise<unknown>;
};

const entry = (slug: string, data: Record<string, unknown>): PreviewEntry => fromJS({ slug, data });

const cases: Case[] = [
  {
    collection: "blog",
    entry: entry("a-term-of-changes", {
      title: "A Term of Changes",
      date: "March 3, 2030",
      author: "Noor Smit",
      image: "../images/blog/changes.jpg",
      imageAlt: "Students in a lecture hall",
      imagePosition: "center 30%",
      description: "What the programme committee changed this term.",
      tag: "Education",
      body: "First paragraph with a [link](https://example.org).\n\n## What changed\n\n- Exams\n- Rooms",
    }),
    Preview: ArticlePreview,
    page: (entry) => <ArticleView article={articleFromEntry(entry, resolveAsset)} />,
    ready: (main) => within(main).findByRole("heading", { level: 1, name: "A Term of Changes" }),
  },
  {
    collection: "events",
    entry: entry("spring-gala-2030", {
      title: "Spring Gala",
      startDate: "2030-04-12",
      startTime: "20:00",
      endTime: "01:00",
      endsNextDay: true,
      location: "Polak Building",
      image: "../images/events/gala.jpg",
      imageAlt: "A stage with lights",
      registrationUrl: "https://forms.example.org/gala",
      body: "The spring's grand **evening**.",
    }),
    Preview: EventPreview,
    page: (entry) => {
      const event = eventFromEntry(entry, resolveAsset, new Date());
      return <EventDetail event={event} shareUrl={absoluteUrl(eventPagePath(event.id))} />;
    },
    // The card on /events comes first; the event's own page closes the preview.
    shared: (main) => main.lastElementChild ?? main,
    ready: (main) => within(main).findByRole("heading", { level: 1, name: "Spring Gala" }),
  },
  {
    collection: "board",
    entry: entry("2030-2031", {
      academicYear: "2030-2031",
      members: [
        { name: "Ada Vermeer", role: "Chair\nVice Chair", image: "../images/board/ada.jpg", bio: "Chairs meetings." },
        { name: "Hana Jansma", role: "Secretary", email: "hana@example.org", linkedin: "https://example.org/in/hana" },
      ],
    }),
    Preview: BoardPreview,
    page: (entry) => {
      const board = yearBoardFromEntry(entry, resolveAsset);
      return <BoardOverview years={[board.year]} board={board} yearPage />;
    },
    ready: (main) => within(main).findByRole("heading", { level: 3, name: "Hana Jansma" }),
  },
  {
    collection: "teams",
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
    page: (entry) => {
      const data = teamEntryData(entry);
      const role = relatedEntry(teamPageSources.roles, data.roleId);
      const headings = relatedEntry(teamPageSources.headings.collection, teamPageSources.headings.file);
      const team = teamFromEntry(entry, data, resolveAsset, role && roleTitleFromEntry(role));
      return <TeamView team={team} headings={headings ? teamHeadingsFromEntry(headings) : null} />;
    },
    ready: (main) => within(main).findByRole("link", { name: "Content Creator" }),
  },
  {
    collection: "representatives",
    entry: entry("2030-2031", {
      academicYear: "2030-2031",
      representatives: [
        { name: "Noor Smit", programme: "BA", year: 2, covers: "Year 2", mailbox: "ba-2@sr.example.org" },
        { name: "Ivo Bakker", programme: "IBA", year: 1, covers: "Year 1", image: "../images/representatives/ivo.jpg" },
        { name: "Pien Pols", programme: "Pre-MSc", covers: "All Pre-MSc students" },
      ],
    }),
    Preview: RepresentativesPreview,
    page: (entry) => {
      const shown = representativesYearFromEntry(entry, resolveAsset);
      const support = relatedEntry(groupChatsSource.collection, groupChatsSource.file);
      const chats = support ? programmeChatsFromEntry(support) : [];
      return (
        <RepresentativesOverview
          years={[shown.year]}
          page={representativesPage(shown, chats, contact.infoEmail)}
          yearPage
        />
      );
    },
    ready: (main) => within(main).findByRole("link", { name: "IBA group chats, to reach Ivo Bakker" }),
  },
  {
    collection: "you-said-we-did",
    entry: entry("fair-group-grades", {
      title: "Fair Group Grades",
      raised: "One grade for a group hides who did the work.",
      programme: "IBA",
      status: "Done",
      raisedOn: "2030-01-10",
      doneOn: "2030-02-20",
      link: "/blog/a-term-of-changes",
      body: "Each member now writes a **peer review** that counts.",
    }),
    Preview: YouSaidWeDidPreview,
    page: (entry) => <YouSaidWeDidView items={[saidItemFromEntry(entry)]} />,
    ready: (main) => within(main).findByRole("article", { name: "Fair Group Grades" }),
  },
];

/** The view as the build prerenders a route: a static router, no effects. */
async function prerendered(view: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element: view }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error(`the static handler answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/**
 * Markup as the DOM holds it, so React's server output and the drawn preview compare
 * alike: each element's attributes in name order (the preview sets a picture's address
 * after its first draw, which puts `src` last), inline styles as the CSS object model
 * writes them, an option's `selected` as the option is (the server writes the attribute,
 * the browser sets the select's value), and React's generated ids (useId) made one: they
 * count per render root.
 */
function comparable(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  return serialized(template.content).replace(/«[Rr][^»]*»|_[Rr]_[0-9a-z]*_/g, "«id»");
}

const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;");

function serialized(node: Node): string {
  const children = [...node.childNodes].map(serialized).join("");
  if (node.nodeType === Node.TEXT_NODE) return escaped(node.textContent ?? "");
  if (!(node instanceof HTMLElement || node instanceof SVGElement)) return children;
  const attributes = [...node.attributes]
    .filter(({ name }) => name !== "selected")
    .map(({ name, value }) => ` ${name}="${escaped(name === "style" ? node.style.cssText : value)}"`);
  if (node instanceof HTMLOptionElement && node.selected) attributes.push(" selected");
  const tag = node.tagName.toLowerCase();
  return `<${tag}${attributes.sort().join("")}>${children}</${tag}>`;
}

describe.each(cases)("$collection", ({ entry, Preview, page, shared = (main) => main, ready }) => {
  test("the preview holds the page's view of the same entry, markup for markup", async () => {
    render(<Preview entry={entry} getAsset={getAsset} getCollection={getCollection} document={document} />);
    const main = screen.getByRole("main");
    await ready(main);
    // The pictures' addresses arrive after the first draw (use-preview-assets.ts).
    await waitFor(() => expect(main.querySelector('img[src=""]')).toBeNull());
    const pageMarkup = comparable(await prerendered(page(entry)));
    expect(pageMarkup).toContain("<h1");
    expect(comparable(shared(main).innerHTML)).toBe(pageMarkup);
  });
});

test("every collection the registry previews is compared here", () => {
  expect(cases.map(({ collection }) => collection).sort()).toEqual(Object.keys(previewTemplates).sort());
});
