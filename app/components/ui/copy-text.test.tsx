// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { CopyText } from "./copy-text";

const address = "stakeholder.relations@sr-rsm.example.org";

/** user-event's setup() gives the page a clipboard the test can read back. */
function renderCopyText() {
  const user = userEvent.setup({ delay: null });
  render(<CopyText text={address} label="Copy the email address" />);
  return { user, button: screen.getByRole("button", { name: "Copy the email address" }) };
}

test("Copy puts the text on the clipboard and says so in a polite live region", async () => {
  const { user, button } = renderCopyText();
  await user.click(button);

  expect(await navigator.clipboard.readText()).toBe(address);
  const confirmation = await screen.findByText("Copied");
  expect(confirmation.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
});

test("when the clipboard refuses, the text is selected instead and the visitor is told how to copy it", async () => {
  const { user, button } = renderCopyText();
  vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
  await user.click(button);

  const hint = await screen.findByText("Selected: press Ctrl+C (⌘C on a Mac) to copy");
  expect(hint.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
  expect(window.getSelection()?.toString()).toBe(address);
  expect(screen.queryByText("Copied")).not.toBeInTheDocument();
});
