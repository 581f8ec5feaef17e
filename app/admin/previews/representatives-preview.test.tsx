// @vitest-environment jsdom
/**
 * The representatives year's preview, as Decap renders it: the programmes' cards and their group chats.
 */
import { render, screen, within } from "@testing-library/react";
import { fromJS } from "immutable";
import { describe, expect, test, vi } from "vitest";
import { RepresentativesOverview } from "~/components/representatives/representatives-overview";
import { contact } from "~/config/contact";
import { representativesPage } from "~/content/representatives-page";
import { entry, expectPreviewToBeThePage, resolveAsset } from "../../../tests/helpers/preview-is-the-page";
import { previewProps as props } from "../../../tests/helpers/preview-props";
import { programmeChatsFromEntry, representativesYearFromEntry } from "./representatives";
import RepresentativesPreview, { groupChatsSource } from "./representatives-preview";

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

test("the preview holds the page's view of the same entry, markup for markup", async () => {
  await expectPreviewToBeThePage({
    entry: entry("2030-2031", {
      academicYear: "2030-2031",
      representatives: [
        { name: "Noor Smit", programme: "BA", year: 2, covers: "Year 2", mailbox: "ba-2@sr.example.org" },
        { name: "Ivo Bakker", programme: "IBA", year: 1, covers: "Year 1", image: "../images/representatives/ivo.jpg" },
        { name: "Pien Pols", programme: "Pre-MSc", covers: "All Pre-MSc students" },
      ],
    }),
    Preview: RepresentativesPreview,
    related: {
      [`${groupChatsSource.collection}/${groupChatsSource.file}`]: entry(groupChatsSource.file, {
        groupChats: { items: [{ title: "IBA 2030-2033", tag: "IBA", link: "https://chat.example.org/iba" }] },
      }),
    },
    page: (entry, relatedEntry) => {
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
  });
});
