// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import type { BoardMemberCard as BoardMember, ImageAsset } from "~/content/page-data";
import { BoardMemberCard } from "./board-member-card";

const portrait: ImageAsset = {
  width: 1600,
  height: 1600,
  src: "/_img/portrait-01-800.webp",
  original: "/_img/portrait-01.jpg",
  avifSrcset: "/_img/portrait-01-800.avif 800w",
  webpSrcset: "/_img/portrait-01-800.webp 800w",
};

const withPhoto: BoardMember = {
  name: "Ada Vermeer",
  role: ["Chair", "Vice Chair"],
  portrait,
  imagePosition: "center 20%",
  mailto: "mailto:ada@example.org",
};

const withoutPhoto: BoardMember = {
  name: "Zeno Mbeki-Osei",
  role: ["Marketing and Events Coordinator"],
  imagePosition: "center",
  mailto: "mailto:zeno@example.org",
};

/** The box the photo or the initials fill: the card's first child. */
const photoBox = (card: HTMLElement) => card.firstElementChild as HTMLElement;

describe("BoardMemberCard", () => {
  test("with a photo: the portrait fills the square box, decorative beside the name", () => {
    render(<BoardMemberCard id="member-ada-vermeer" member={withPhoto} priority />);
    const card = screen.getByRole("article");
    const box = photoBox(card);
    expect(box).toHaveClass("aspect-square");
    const img = box.querySelector("img");
    expect(img).toHaveAttribute("src", portrait.src);
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img?.style.objectPosition).toBe("center 20%");
    expect(within(card).queryByText("AV")).toBeNull();
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent("Ada Vermeer");
  });

  test("without a photo: the member's initials in the same square box, hidden from screen readers", () => {
    render(<BoardMemberCard id="member-zeno-mbeki-osei" member={withoutPhoto} priority />);
    const card = screen.getByRole("article");
    const box = photoBox(card);
    expect(box).toHaveClass("aspect-square");
    expect(card.querySelector("img, picture")).toBeNull();

    const initials = within(box).getByText("ZM");
    // The name is read once, from the heading: the placeholder is decorative and unsearchable.
    const placeholder = initials.closest("[aria-hidden='true']");
    expect(placeholder).not.toBeNull();
    expect(placeholder).toHaveClass("size-full");
    expect(within(card).queryAllByRole("img")).toEqual([]);
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent("Zeno Mbeki-Osei");
    expect(within(card).getByText("Marketing and Events Coordinator")).toBeVisible();
    expect(within(card).getByRole("link", { name: "Email Zeno Mbeki-Osei" })).toHaveAttribute(
      "href",
      "mailto:zeno@example.org",
    );
  });
});
