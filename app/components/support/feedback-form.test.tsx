// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { expect, test, vi } from "vitest";
import { FeedbackForm } from "./feedback-form";

const mailbox = "stakeholder.relations@sr-rsm.example.org";

// jsdom and user-event are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

function renderForm() {
  const openMailto = vi.fn<(href: string) => void>();
  const user = userEvent.setup({ delay: null });
  // The notice links to another page of the site, so the form sits in a router as on the site.
  render(
    <MemoryRouter>
      <FeedbackForm mailbox={mailbox} openMailto={openMailto} />
    </MemoryRouter>,
  );
  return { user, openMailto };
}

test("a failed submit shows each error on its field, focuses the first invalid one and keeps the values", async () => {
  const { user, openMailto } = renderForm();
  await user.type(screen.getByLabelText("Name"), "N");
  await user.type(screen.getByLabelText("Email"), "noor@example.org");
  await user.type(screen.getByLabelText("Message"), "Too short");
  await user.click(screen.getByRole("button", { name: "Submit feedback" }));

  // The focus moves once the submit has been handled.
  const name = screen.getByLabelText("Name");
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveAttribute("aria-invalid", "true");
  expect(name).toHaveAccessibleDescription("Name must be at least 2 characters");
  expect(screen.getByLabelText("Issue type")).toHaveAccessibleDescription("Please select an issue type");
  expect(screen.getByLabelText("Message")).toHaveAccessibleDescription("Message must be at least 10 characters");
  expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");

  expect(name).toHaveValue("N");
  expect(screen.getByLabelText("Email")).toHaveValue("noor@example.org");
  expect(screen.getByLabelText("Message")).toHaveValue("Too short");
  expect(openMailto).not.toHaveBeenCalled();
});

test("an error disappears as soon as the field is fixed", async () => {
  const { user } = renderForm();
  await user.click(screen.getByRole("button", { name: "Submit feedback" }));
  expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
  await user.type(screen.getByLabelText("Name"), "No");
  await waitFor(() => expect(screen.queryByText("Name must be at least 2 characters")).not.toBeInTheDocument());
  expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
});

test("a valid submit opens the mail link, logs the submission, shows the notice and empties the form", async () => {
  const info = vi.spyOn(console, "info").mockImplementation(() => {});
  const { user, openMailto } = renderForm();
  await user.type(screen.getByLabelText("Name"), "Noor de Vries");
  await user.type(screen.getByLabelText("Email"), "noor@example.org");
  await user.selectOptions(screen.getByLabelText("Issue type"), "RSM");
  await user.type(screen.getByLabelText("Message"), "Q&A sessions: 100% useful?");
  await user.click(screen.getByRole("button", { name: "Submit feedback" }));

  await waitFor(() => expect(openMailto).toHaveBeenCalledTimes(1));
  const href = openMailto.mock.calls[0]?.[0] ?? "";
  expect(href).toMatch(`mailto:${mailbox}?subject=Feedback%20regarding%20RSM&body=`);
  expect(decodeURIComponent(href.split("&body=")[1] ?? "")).toContain("Q&A sessions: 100% useful?");
  expect(info).toHaveBeenCalledWith("Feedback submission", {
    name: "Noor de Vries",
    email: "noor@example.org",
    issueType: "RSM",
    message: "Q&A sessions: 100% useful?",
  });

  const status = screen.getByRole("status");
  expect(status).toHaveTextContent("Feedback form opened in your email client");
  expect(status).toHaveTextContent("Please send the email to complete your feedback submission.");
  expect(screen.getByLabelText("Name")).toHaveValue("");
  expect(screen.getByLabelText("Email")).toHaveValue("");
  expect(screen.getByLabelText("Issue type")).toHaveValue("");
  expect(screen.getByLabelText("Message")).toHaveValue("");
});

test("the notice after a valid submit offers the mailbox address to copy, for a device without a mail app", async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  const { user } = renderForm();
  await user.type(screen.getByLabelText("Name"), "Noor de Vries");
  await user.type(screen.getByLabelText("Email"), "noor@example.org");
  await user.selectOptions(screen.getByLabelText("Issue type"), "Other");
  await user.type(screen.getByLabelText("Message"), "The printer on floor 2 is broken.");
  await user.click(screen.getByRole("button", { name: "Submit feedback" }));

  const status = await screen.findByRole("status");
  await waitFor(() => expect(status).toHaveTextContent(`No email app opened?`));
  expect(within(status).getByText(mailbox)).toBeVisible();
  await user.click(within(status).getByRole("button", { name: "Copy the email address" }));
  expect(await navigator.clipboard.readText()).toBe(mailbox);
  expect(await within(status).findByText("Copied")).toBeVisible();
});

test("the notice after a valid submit links to what came of earlier feedback", async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  const { user } = renderForm();
  expect(screen.queryByRole("link", { name: "You said, we did" })).toBeNull();
  await user.type(screen.getByLabelText("Name"), "Noor de Vries");
  await user.type(screen.getByLabelText("Email"), "noor@example.org");
  await user.selectOptions(screen.getByLabelText("Issue type"), "Other");
  await user.type(screen.getByLabelText("Message"), "The printer on floor 2 is broken.");
  await user.click(screen.getByRole("button", { name: "Submit feedback" }));

  const status = await screen.findByRole("status");
  await waitFor(() =>
    expect(within(status).getByRole("link", { name: "You said, we did" })).toHaveAttribute("href", "/you-said-we-did"),
  );
});
