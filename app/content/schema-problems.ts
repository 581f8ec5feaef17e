/**
 * Validates parsed YAML with a zod schema and turns every issue into an instruction an
 * editor can follow, on the line of the field concerned:
 * 'draft  unknown field → did you mean "draft"?'.
 *
 * Messages written in the schemas are descriptions of what to write ('a date like
 * "November 1, 2025"'); this module puts them into 'what is wrong → what to write'.
 * A schema message that already contains ' → ' is used as it is.
 */
import type { z } from "zod";
import { closestKey } from "./did-you-mean";
import { knownKeys } from "./schema-walk";
import { type FieldPath, fieldName, type SourceProblem, type YamlSource } from "./yaml-source";

type Issue = z.core.$ZodIssue;

/** Zod's own messages are replaced by this marker, so a message written in a schema can be told apart. */
const DEFAULT_MESSAGE = "\u0000zod-default";

const MAX_SHOWN = 60;

/** A value as it appears in a message: text in quotes, shortened. */
export function showValue(value: unknown): string {
  if (typeof value === "string") {
    const short = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN - 1)}…` : value;
    return JSON.stringify(short);
  }
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a group of fields";
  return String(value);
}

/** What kind of value an editor wrote, in words. */
function kindOf(value: unknown): string {
  if (typeof value === "string") return "text";
  if (typeof value === "number") return "a number";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (Array.isArray(value)) return "a list";
  if (value === null || value === undefined) return "empty";
  return "a group of fields";
}

/** What the schema expects, in words. */
function expectedName(expected: string): string {
  switch (expected) {
    case "string":
      return "text";
    case "number":
      return "a number";
    case "int":
      return "a whole number";
    case "boolean":
      return "true or false";
    case "array":
      return 'a list (one "- " line per item)';
    case "object":
      return "indented fields (name: value)";
    default:
      return expected;
  }
}

function valueAt(data: unknown, path: FieldPath): unknown {
  let current = data;
  for (const segment of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** 'what is wrong → what to write', unless the schema's message already says both. */
function instruction(wrong: string, custom: string | undefined, fallback: string): string {
  if (custom?.includes(" → ")) return custom;
  return `${wrong} → write ${custom ?? fallback}`;
}

function describeInvalidType(issue: Issue & { code: "invalid_type" }, value: unknown, key: string): string {
  const expected = expectedName(issue.expected);
  if (value === undefined) return `missing → add a line "${key}: …" with ${expected}`;
  if (value === null) return `is empty → write ${expected} after "${key}:"`;
  if (issue.expected === "boolean" && typeof value === "string" && /^(true|false)$/i.test(value.trim())) {
    return `${showValue(value)} is text in quotes → write ${value.trim().toLowerCase()} without quotes`;
  }
  if ((issue.expected === "number" || issue.expected === "int") && typeof value === "string" && value.trim() !== "") {
    if (!Number.isNaN(Number(value))) return `${showValue(value)} is text in quotes → write the number without quotes`;
  }
  if (issue.expected === "string" && (typeof value === "number" || typeof value === "boolean")) {
    return `${showValue(value)} is ${kindOf(value)}, not text → put it in quotes: "${String(value)}"`;
  }
  return `${showValue(value)} is ${kindOf(value)}, not ${expected} → write ${expected}`;
}

function describeSize(issue: Issue & { code: "too_small" | "too_big" }, value: unknown, custom?: string): string {
  const small = issue.code === "too_small";
  const limit = Number(
    small ? (issue as { minimum: number | bigint }).minimum : (issue as { maximum: number | bigint }).maximum,
  );
  if (issue.origin === "string") {
    if (small && limit <= 1) return instruction("is empty", custom, "some text");
    const length = typeof value === "string" ? value.length : 0;
    return instruction(
      `has ${length} characters, ${small ? "at least" : "at most"} ${limit} allowed`,
      custom,
      small ? "more" : "less",
    );
  }
  if (issue.origin === "array") {
    const count = Array.isArray(value) ? value.length : 0;
    const bound = issue.exact ? "exactly" : small ? "at least" : "at most";
    const fix = small ? `add ${limit - count} more` : `remove ${count - limit}`;
    if (custom?.includes(" → ")) return custom;
    return `has ${count} ${count === 1 ? "entry" : "entries"}, ${bound} ${limit} needed → ${fix}`;
  }
  const bound =
    issue.inclusive === false
      ? `a number ${small ? "above" : "below"} ${limit}`
      : `${limit} or ${small ? "more" : "less"}`;
  return instruction(`${showValue(value)} is too ${small ? "small" : "large"}`, custom, bound);
}

function describeFormat(issue: Issue & { code: "invalid_format" }, value: unknown, custom?: string): string {
  if (custom) return instruction(`${showValue(value)} is not ${custom}`, custom, custom);
  switch (issue.format) {
    case "email":
      return `${showValue(value)} is not an email address → write an address like name@example.org`;
    case "url":
      return `${showValue(value)} is not a full web address → write it starting with https://`;
    case "date":
      return `${showValue(value)} is not a date like 2025-11-20 → write it as year-month-day`;
    case "starts_with":
      return `${showValue(value)} does not start with "${(issue as { prefix?: string }).prefix ?? ""}" → start it that way`;
    default:
      return `${showValue(value)} does not have the expected form → see the README in this folder`;
  }
}

/** Every problem one issue stands for (an unknown-key issue names several keys). */
function describeIssue(issue: Issue, basePath: FieldPath, schema: z.core.$ZodType, data: unknown, source: YamlSource) {
  const path = [...basePath, ...issue.path];
  const value = valueAt(data, path);
  const custom = issue.message === DEFAULT_MESSAGE ? undefined : issue.message;
  const at = (fieldPath: FieldPath, message: string): SourceProblem => ({
    line: source.lineOf(fieldPath),
    field: fieldName(fieldPath),
    message,
  });
  const key = String(path.at(-1) ?? "field");

  if (issue.code === "unrecognized_keys") {
    const known = knownKeys(schema, path);
    const written = new Set(Object.keys((value ?? {}) as object));
    const unused = known.filter((candidate) => !written.has(candidate));
    return issue.keys.map((unknownKey) => {
      const suggestion = closestKey(unknownKey, unused) ?? closestKey(unknownKey, known);
      const fix = suggestion
        ? `did you mean "${suggestion}"?`
        : unused.length > 0
          ? `remove it, or use one of the fields not written yet: ${unused.join(", ")}`
          : "remove it";
      return at([...path, unknownKey], `unknown field → ${fix}`);
    });
  }
  // A schema's message that says both what is wrong and what to write is the best there is.
  if (custom?.includes(" → ")) return [at(path, custom)];

  switch (issue.code) {
    case "invalid_type":
      if (path.length === 0) return [at(path, 'the file must hold fields ("name: value" lines) → write one per line')];
      return [at(path, describeInvalidType(issue, value, key))];
    case "too_small":
    case "too_big":
      if (value === undefined) return [at(path, `missing → add a line "${key}: …"`)];
      return [at(path, describeSize(issue, value, custom))];
    case "invalid_format":
      return [at(path, describeFormat(issue, value, custom))];
    case "invalid_value": {
      if (value === undefined)
        return [at(path, `missing → add a line "${key}: …" with one of: ${issue.values.join(", ")}`)];
      const allowed = issue.values.map(String).join(", ");
      return [at(path, instruction(`${showValue(value)} is not allowed here`, custom, `one of: ${allowed}`))];
    }
    case "invalid_union": {
      if (issue.discriminator !== undefined || issue.errors.length === 0) {
        const options = "options" in issue && issue.options ? issue.options.map(String).join(", ") : undefined;
        if (custom) return [at(path, instruction(`${showValue(value)} does not fit`, custom, custom))];
        return [
          at(
            path,
            `${showValue(value)} is not allowed here → write ${options ? `one of: ${options}` : "one of the forms the README shows"}`,
          ),
        ];
      }
      // The option the editor came closest to explains the mistake best.
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      return closest.flatMap((inner): SourceProblem[] => describeIssue(inner, path, schema, data, source));
    }
    default:
      return [at(path, custom ?? `${showValue(value)} is not valid here → see the README in this folder`)];
  }
}

export type SchemaResult<Schema extends z.core.$ZodType> =
  | { ok: true; data: z.output<Schema>; problems: [] }
  | { ok: false; problems: SourceProblem[] };

/** Validates YAML data with `schema`: the data, or every problem with its line. */
export function checkWithSchema<Schema extends z.ZodType>(schema: Schema, source: YamlSource): SchemaResult<Schema> {
  if (source.problems.length > 0) return { ok: false, problems: source.problems };
  const result = schema.safeParse(source.data, { error: () => DEFAULT_MESSAGE });
  if (result.success) return { ok: true, data: result.data, problems: [] };
  const problems = result.error.issues.flatMap((issue) => describeIssue(issue, [], schema, source.data, source));
  return { ok: false, problems };
}
