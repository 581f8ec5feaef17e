import { describe, expect, test } from "vitest";
import { collection, fieldsByPath } from "../../tests/helpers/cms-forms";

describe("the academic years' forms", () => {
  test("the board year is required and names the file; a new year may not take an existing one", () => {
    const board = collection("board");
    expect(board).toMatchObject({ identifier_field: "academicYear", slug: "{{academicYear}}" });
    const year = fieldsByPath(board.fields ?? []).get("academicYear");
    expect(year).toMatchObject({ label: "Academic year", namesTheFile: true });
    expect(year?.required).toBeUndefined();
  });

  test("a representatives year names its file like a board year; programme is a choice, the study year a number", () => {
    const representatives = collection("representatives");
    expect(representatives).toMatchObject({ identifier_field: "academicYear", slug: "{{academicYear}}" });
    const fields = fieldsByPath(representatives.fields ?? []);
    expect(fields.get("academicYear")).toMatchObject({ label: "Academic year", namesTheFile: true });
    expect(fields.get("representatives")).toMatchObject({ widget: "list", min: 1 });
    expect(fields.get("representatives.programme")).toMatchObject({ label: "Programme" });
    expect(fields.get("representatives.year")).toMatchObject({ label: "Study year", required: false });
    expect(fields.get("representatives.mailbox")).toMatchObject({ label: "Role mailbox", required: false });
    expect(fields.get("representatives.image")).toMatchObject({ label: "Photo", wraps: "image", required: false });
  });

  test("a board member's fields: a list of at least one, the photo and email optional, the toggle off", () => {
    const board = fieldsByPath(collection("board").fields ?? []);
    expect(board.get("members")).toMatchObject({ widget: "list", min: 1, summary: "{{fields.name}}", default: [] });
    expect(board.get("members.image")).toMatchObject({ label: "Photo", wraps: "image", required: false });
    expect(board.get("members.email")).toMatchObject({ label: "Email", wraps: "string", required: false });
    expect(board.get("members.showLinkedInOnly")?.default).toBe(false);
  });
});
