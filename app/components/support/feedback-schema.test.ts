import { describe, expect, test } from "vitest";
import { contactSchema, feedbackSchema, issueTypes, validationMessages } from "./feedback-schema";

const valid = {
  name: "Noor",
  email: "noor@example.org",
  issueType: "Student Support",
  message: "0123456789",
};

/** The messages zod reports, per field. */
function errorsOf(result: ReturnType<typeof feedbackSchema.safeParse>) {
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("feedbackSchema", () => {
  test("accepts a complete submission", () => {
    expect(feedbackSchema.safeParse(valid).success).toBe(true);
  });

  test("name: 1 character fails, 2 pass", () => {
    expect(errorsOf(feedbackSchema.safeParse({ ...valid, name: "N" }))).toEqual({ name: validationMessages.name });
    expect(feedbackSchema.safeParse({ ...valid, name: "No" }).success).toBe(true);
  });

  test("name: surrounding spaces do not count", () => {
    expect(errorsOf(feedbackSchema.safeParse({ ...valid, name: "  N  " }))).toEqual({ name: validationMessages.name });
  });

  test.each(["", "noor", "noor@", "@example.org", "noor@example", "noor example@example.org"])(
    "email: '%s' is rejected",
    (email) => {
      expect(errorsOf(feedbackSchema.safeParse({ ...valid, email }))).toEqual({ email: validationMessages.email });
    },
  );

  test.each(["noor@example.org", "n.de-vries+sr@student.eur.nl", " noor@example.org "])(
    "email: '%s' is accepted",
    (email) => {
      const result = feedbackSchema.safeParse({ ...valid, email });
      expect(result.success).toBe(true);
      expect(result.data?.email).toBe(email.trim());
    },
  );

  test("issue type: empty fails, every listed option passes", () => {
    expect(errorsOf(feedbackSchema.safeParse({ ...valid, issueType: "" }))).toEqual({
      issueType: validationMessages.issueType,
    });
    for (const issueType of issueTypes) expect(feedbackSchema.safeParse({ ...valid, issueType }).success).toBe(true);
  });

  test("message: 9 characters fail, 10 pass", () => {
    expect(errorsOf(feedbackSchema.safeParse({ ...valid, message: "123456789" }))).toEqual({
      message: validationMessages.message,
    });
    expect(feedbackSchema.safeParse({ ...valid, message: "1234567890" }).success).toBe(true);
  });

  test("an empty form reports the four agreed messages, word for word", () => {
    expect(errorsOf(feedbackSchema.safeParse({ name: "", email: "", issueType: "", message: "" }))).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      issueType: "Please select an issue type",
      message: "Message must be at least 10 characters",
    });
  });

  test("the issue types are exactly the six agreed ones, in that order", () => {
    // The agreed list written out as one line, so the oracle is not a copy of the code.
    const specTypes =
      "Student Representative | Student Support | Student Representation Member | WhatsApp Group Chat | RSM | Other";
    expect(issueTypes).toEqual(specTypes.split(" | "));
  });
});

describe("contactSchema", () => {
  const contact = { name: "Noor", email: "noor@example.org", subject: "Hello", message: "0123456789" };

  test("subject: 4 characters fail, 5 pass", () => {
    const short = contactSchema.safeParse({ ...contact, subject: "Hell" });
    expect(short.success ? [] : short.error.issues.map((issue) => issue.message)).toEqual([
      "Subject must be at least 5 characters",
    ]);
    expect(contactSchema.safeParse(contact).success).toBe(true);
  });

  test("shares the name, email and message rules", () => {
    const result = contactSchema.safeParse({ name: "N", email: "x", subject: "Hello", message: "short" });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      validationMessages.name,
      validationMessages.email,
      validationMessages.message,
    ]);
  });
});
