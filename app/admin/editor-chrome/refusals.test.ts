// @vitest-environment jsdom
/**
 * The refusal notices on a page shaped like Decap's editor (the classes decap-dom.ts reads):
 * which fields are named, when the banner opens and closes, where the focus goes. The real
 * page, its layout and its scrolling are checked by tests/e2e/admin-refusals.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bannerClass, findRefusals, focusTarget, watchRefusals } from "./refusals";

/** One field as Decap draws it: label row (label, errors if any), then the control. */
function field(id: string, label: string, errors: string[] = [], optional = false): string {
  const list = errors.length
    ? `<ul class="css-1-ControlErrorsList e1">${errors.map((error) => `<li>${error}</li>`).join("")}</ul>`
    : "";
  const suffix = optional ? "<span> (optional)</span>" : "";
  return `<div class="css-2-ControlContainer e2"><div class="css-3-ControlTopbar e3"><label for="${id}">${label}${suffix}</label>${list}</div><input id="${id}" /></div>`;
}

function page(fields: string): void {
  document.body.innerHTML = `
    <div id="nc-root"><div class="css-4-EditorContainer e4">
      <div class="css-5-ToolbarContainer e5">
        <div role="button">Publish</div>
        <div role="menuitem">Publish now</div>
        <button type="button">Delete entry</button>
      </div>
      <div class="css-6-Editor e6"><div class="css-7-ControlPaneContainer e7"><div class="form">${fields}</div></div></div>
    </div></div>`;
}

const frames = () => new Promise((resolve) => setTimeout(resolve, 400));
const banner = () => document.querySelector<HTMLElement>(`.${bannerClass}`);
const click = (text: string) => {
  const action = [...document.querySelectorAll<HTMLElement>('[role="menuitem"], button')].find(
    (element) => element.textContent === text,
  );
  action?.click();
};

describe("findRefusals", () => {
  it("names each refused field by its label, in the form's order, a nested one with its parent's", () => {
    page(
      field("title", "Title", ["Title is required."]) +
        field("author", "Author") +
        field("end", "End time", ["the event ends before it starts"], true) +
        `<div class="css-2-ControlContainer e2"><div class="css-3-ControlTopbar e3"><label>Members</label></div>${field("name", "Name", ["Name is required."])}</div>`,
    );
    const refusals = findRefusals(document);
    expect(refusals.map(({ name, messages }) => ({ name, messages }))).toEqual([
      { name: "Title", messages: ["Title is required."] },
      { name: "End time", messages: ["the event ends before it starts"] },
      { name: "Members › Name", messages: ["Name is required."] },
    ]);
  });

  it("focuses the control the label names", () => {
    page(field("title", "Title", ["Title is required."]));
    const [refusal] = findRefusals(document);
    expect(refusal && focusTarget(refusal.field)?.id).toBe("title");
  });
});

describe("watchRefusals", () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    stop = watchRefusals();
  });
  afterEach(() => stop());

  it("after a refused Publish, opens the banner first in the form pane and focuses the first refused field", async () => {
    page(field("title", "Title", ["Title is required."]) + field("author", "Author", ["Author is required."]));
    click("Publish now");
    await frames();
    const notice = banner();
    expect(notice?.getAttribute("role")).toBe("alert");
    expect(notice?.parentElement?.className).toContain("ControlPaneContainer");
    expect(notice?.parentElement?.firstElementChild).toBe(notice);
    expect([...(notice?.querySelectorAll("button") ?? [])].map((button) => button.textContent)).toEqual([
      "Title",
      "Author",
    ]);
    expect(notice?.textContent).toContain("Not saved.");
    expect(document.activeElement?.id).toBe("title");

    // A name in the banner focuses its field.
    notice?.querySelectorAll("button")[1]?.click();
    expect(document.activeElement?.id).toBe("author");
  });

  it("a name in the banner unfolds the folded list item its field is in, then focuses the field", async () => {
    // As Decap draws a folded member: the bar (its arrow first), the summary, then the fields, hidden.
    page(
      field("title", "Title") +
        `<div class="css-2-ControlContainer e2"><div class="css-3-ControlTopbar e3"><label>Members</label></div>
          <div class="item"><div class="bar"><button type="button" class="arrow">›</button><button type="button">×</button></div>
            <div class="summary">No name</div>
            <div class="fields" style="display: none">${field("name", "Name", ["Name is required."])}</div></div></div>`,
    );
    let unfolded = 0;
    const arrow = document.querySelector<HTMLElement>(".arrow");
    arrow?.addEventListener("click", () => {
      unfolded += 1;
      // Decap redraws the item open.
      document.querySelector<HTMLElement>(".fields")?.style.removeProperty("display");
    });
    click("Publish now");
    await frames();
    // The first refused field is the folded member's name: it is unfolded and focused.
    expect(unfolded).toBe(1);
    expect(document.activeElement?.id).toBe("name");

    // Folded again by the editor, the banner's name unfolds it again.
    document.querySelector<HTMLElement>(".fields")?.style.setProperty("display", "none");
    document.querySelector<HTMLElement>("#title")?.focus();
    const notice = banner();
    expect([...(notice?.querySelectorAll("button") ?? [])].map((button) => button.textContent)).toEqual([
      "Members › Name",
    ]);
    notice?.querySelector("button")?.click();
    await frames();
    expect(unfolded).toBe(2);
    expect(document.activeElement?.id).toBe("name");
  });

  it("follows the fields: a fixed field leaves the banner, the last one closes it", async () => {
    page(field("title", "Title", ["Title is required."]) + field("author", "Author", ["Author is required."]));
    click("Publish now");
    await frames();
    document.querySelector("#title")?.previousElementSibling?.querySelector("ul")?.remove();
    await frames();
    expect([...(banner()?.querySelectorAll("button") ?? [])].map((button) => button.textContent)).toEqual(["Author"]);
    for (const list of document.querySelectorAll('[class*="-ControlErrorsList"]')) list.remove();
    await frames();
    expect(banner()).toBeNull();
  });

  it("opens no banner for an action that does not save, nor for a save that went through", async () => {
    page(field("title", "Title", ["Title didn't match the pattern."]));
    click("Delete entry");
    await frames();
    expect(banner()).toBeNull();

    page(field("title", "Title"));
    click("Publish now");
    await frames();
    expect(banner()).toBeNull();
  });
});
