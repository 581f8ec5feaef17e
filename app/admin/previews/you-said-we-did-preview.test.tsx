// @vitest-environment jsdom
/**
 * The 'You said, we did' preview, as Decap renders it: the item as the page shows it.
 */
import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { YouSaidWeDidView } from "~/components/you-said-we-did/you-said-we-did-view";
import { entry, expectPreviewToBeThePage } from "../../../tests/helpers/preview-is-the-page";
import { previewProps as props } from "../../../tests/helpers/preview-props";
import { saidItemFromEntry } from "./you-said-we-did";
import YouSaidWeDidPreview from "./you-said-we-did-preview";

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
  expect(within(item).getByText("April 2, 2030")).toHaveAttribute("datetime", "2030-04-02");
  expect(within(item).getByText("May 15, 2030")).toHaveAttribute("datetime", "2030-05-15");
  expect(within(item).getByText("No quiet place to study in exam weeks.")).toBeInTheDocument();
  expect(within(item).getByText("open").closest(".prose-content")).not.toBeNull();
  expect(within(item).getByRole("link", { name: /^Read the article/ })).toHaveAttribute(
    "href",
    "/blog/a-year-of-program-advisory",
  );
  expect(screen.getByRole("heading", { level: 1, name: "You said, we did" })).toBeInTheDocument();
});

test("the preview holds the page's view of the same entry, markup for markup", async () => {
  await expectPreviewToBeThePage({
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
  });
});
