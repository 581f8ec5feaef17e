/**
 * The CMS configuration and the content schemas cannot drift apart: every field of a
 * schema has a CMS field of the same name (and the reverse), with the same required or
 * optional rule, the same pattern (source and flags) and the same choices; every content
 * file of the site has a collection. The production configuration names GitHub, the
 * editorial workflow and the media folders; Decap's own configuration check runs on it in
 * tests/e2e/admin.spec.ts (the built /admin reaches its sign-in only when it passes).
 */
import type { CmsCollection, CmsCollectionFile, CmsField } from "decap-cms-core";
import { describe, expect, test } from "vitest";
import type { z } from "zod";
import {
  aboutSchema,
  blogArticleSchema,
  boardYearSchema,
  eventSchema,
  galleryAlbumSchema,
  homeSchema,
  joinSchema,
  programSchema,
  roleSchema,
  siteSettingsSchema,
  supportSchema,
  teamSchema,
  teamsPageSchema,
} from "~/content/schemas";
import { buildCmsConfig, cmsCollections } from "./cms-config";

type Schema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;
const def = (schema: Schema): Def => schema._zod.def as unknown as Def;

/** One field as both sides describe it. */
type FieldRule = { required: boolean; patterns: string[]; choices?: string[]; kind: "object" | "list" | "value" };

/** The schema inside optional/default/pipe wrappers, and whether a wrapper made it optional. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  const d = def(schema);
  if (d.type === "optional" || d.type === "default" || d.type === "prefault") {
    return { inner: unwrap(d.innerType as Schema).inner, optional: true };
  }
  if (d.type === "pipe") {
    // z.preprocess: the value is checked by the output schema.
    const out = unwrap(d.out as Schema);
    return { inner: out.inner, optional: out.optional };
  }
  return { inner: schema, optional: false };
}

const regexOf = (pattern: RegExp) => `/${pattern.source}/${pattern.flags}`;

/** Every field path of a schema with its rule: 'hero.image', 'statistics[].number'. */
function schemaFields(schema: Schema, prefix = ""): Map<string, FieldRule> {
  const fields = new Map<string, FieldRule>();
  const { inner } = unwrap(schema);
  for (const [name, child] of Object.entries(def(inner).shape as Record<string, Schema>)) {
    const path = `${prefix}${name}`;
    const { inner: value, optional } = unwrap(child);
    const d = def(value);
    if (d.type === "object") {
      fields.set(path, { required: !optional, patterns: [], kind: "object" });
      for (const [key, rule] of schemaFields(value, `${path}.`)) fields.set(key, rule);
    } else if (d.type === "array") {
      fields.set(path, { required: !optional, patterns: [], kind: "list" });
      const element = unwrap(d.element as Schema).inner;
      if (def(element).type === "object") {
        for (const [key, rule] of schemaFields(element, `${path}[].`)) fields.set(key, rule);
      }
    } else {
      const checks = (d.checks as { _zod: { def: { format?: string; pattern?: RegExp } } }[] | undefined) ?? [];
      const patterns = checks.flatMap(({ _zod }) =>
        _zod.def.pattern instanceof RegExp ? [regexOf(_zod.def.pattern)] : [],
      );
      const choices = d.type === "enum" ? Object.values(d.entries as Record<string, string>) : undefined;
      fields.set(path, { required: !optional, patterns, kind: "value", ...(choices ? { choices } : {}) });
    }
  }
  return fields;
}

type AnyField = CmsField & {
  fields?: CmsField[];
  field?: CmsField;
  options?: (string | { value: string })[];
  widget?: string;
};

/** Every field path of a CMS field list, as schemaFields writes them. */
function cmsFields(list: CmsField[], prefix = ""): Map<string, FieldRule> {
  const fields = new Map<string, FieldRule>();
  for (const field of list as AnyField[]) {
    const path = `${prefix}${field.name}`;
    const required = field.required !== false;
    const patterns = field.pattern ? [regexOf(new RegExp(field.pattern[0]))] : [];
    if (field.widget === "object") {
      fields.set(path, { required, patterns, kind: "object" });
      for (const [key, rule] of cmsFields(field.fields ?? [], `${path}.`)) fields.set(key, rule);
    } else if (field.widget === "list") {
      fields.set(path, { required, patterns, kind: "list" });
      for (const [key, rule] of cmsFields(field.fields ?? [], `${path}[].`)) fields.set(key, rule);
    } else {
      const choices =
        field.widget === "select"
          ? (field.options ?? []).map((option) => (typeof option === "string" ? option : option.value))
          : undefined;
      fields.set(path, { required, patterns, kind: "value", ...(choices ? { choices } : {}) });
    }
  }
  return fields;
}

/** Patterns the CMS adds where the schema checks in code (web addresses, emails, times, days). */
function withoutCodeChecks(schema: FieldRule, cms: FieldRule): FieldRule {
  return schema.patterns.length === 0 ? { ...cms, patterns: [] } : cms;
}

const collections = cmsCollections();
const collection = (name: string) => {
  const found = collections.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No CMS collection ${name}`);
  return found;
};
const file = (collectionName: string, name: string): CmsCollectionFile => {
  const found = collection(collectionName).files?.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No file ${name} in the CMS collection ${collectionName}`);
  return found;
};
/** The front matter fields of a Markdown collection: its body is the file's text, not a schema field. */
const frontMatter = (entry: CmsCollection) => (entry.fields ?? []).filter((field) => field.name !== "body");

const pairs: [label: string, fields: CmsField[], schema: Schema][] = [
  ["blog", frontMatter(collection("blog")), blogArticleSchema],
  ["events", frontMatter(collection("events")), eventSchema],
  ["board", collection("board").fields ?? [], boardYearSchema],
  ["teams", frontMatter(collection("teams")), teamSchema],
  ["roles", frontMatter(collection("roles")), roleSchema],
  ["gallery", collection("gallery").fields ?? [], galleryAlbumSchema],
  ["pages/home", file("pages", "home").fields, homeSchema],
  ["pages/about", file("pages", "about").fields, aboutSchema],
  ["pages/join", file("pages", "join").fields, joinSchema],
  ["pages/program", file("pages", "program").fields, programSchema],
  ["pages/teams-overview", file("pages", "teams-overview").fields, teamsPageSchema],
  ["support/support", file("support", "support").fields, supportSchema],
  ["settings/site", file("settings", "site").fields, siteSettingsSchema],
];

describe("the CMS fields match the content schemas", () => {
  test.each(pairs)("%s: same fields, required rules, patterns and choices", (_label, fields, schema) => {
    const expected = schemaFields(schema);
    const actual = cmsFields(fields);
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [path, rule] of expected) {
      const cms = actual.get(path);
      expect(cms && withoutCodeChecks(rule, cms), path).toEqual(rule);
    }
  });

  test("the comparison sees a drift: a renamed, a newly required and a loosened field all fail", () => {
    const blogFields = frontMatter(collection("blog"));
    const expected = schemaFields(blogArticleSchema);
    const renamed = blogFields.map((field) => (field.name === "author" ? { ...field, name: "writer" } : field));
    expect([...cmsFields(renamed).keys()].sort()).not.toEqual([...expected.keys()].sort());
    const required = cmsFields(
      blogFields.map((field) => (field.name === "tag" ? { ...field, required: true } : field)),
    );
    expect(required.get("tag")).not.toEqual(expected.get("tag"));
    const loosened = cmsFields(
      blogFields.map((field) => (field.name === "date" ? { ...field, pattern: undefined } : field)),
    );
    expect(loosened.get("date")).not.toEqual(expected.get("date"));
  });

  test("every kind of content file has a collection, in the folder or file the site reads", () => {
    const places = collections.flatMap((entry) =>
      entry.folder
        ? [`${entry.folder}/${entry.path ?? "<entry>"}.${entry.extension}`]
        : (entry.files ?? []).map((f) => f.file),
    );
    expect(places.sort()).toEqual(
      [
        "content/blog/<entry>.md",
        "content/events/<entry>.md",
        "content/board/<entry>.yaml",
        "content/teams/<entry>.md",
        "content/roles/<entry>.md",
        "content/gallery/{{year}}/album.yaml",
        "content/home.yaml",
        "content/about.yaml",
        "content/join.yaml",
        "content/program.yaml",
        "content/teams.yaml",
        "content/support/support.yaml",
        "content/site.yaml",
      ].sort(),
    );
  });
});

describe("the production configuration", () => {
  const settings = { repository: "sr-rsm/website", branch: "main" };

  test("uses the GitHub backend with the editorial workflow, from the site settings, without a local backend", () => {
    const config = buildCmsConfig({ settings: { ...settings, baseUrl: "https://auth.example.org" } });
    expect(config.backend).toEqual({
      name: "github",
      repo: "sr-rsm/website",
      branch: "main",
      base_url: "https://auth.example.org",
    });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.load_config_file).toBe(false);
    expect(config.local_backend).toBeUndefined();
  });

  test("stores each collection's images where its files name them", () => {
    const media = Object.fromEntries(
      collections
        .filter((entry) => entry.folder)
        .map((entry) => [entry.name, [entry.media_folder, entry.public_folder]]),
    );
    expect(media).toEqual({
      blog: ["/content/images/blog", "../images/blog"],
      events: ["/content/images/events", "../images/events"],
      board: ["/content/images/board", "../images/board"],
      teams: ["/content/images/teams", "../images/teams"],
      roles: [undefined, undefined],
      gallery: ["", ""],
    });
    expect([file("pages", "home").media_folder, file("pages", "home").public_folder]).toEqual([
      "/content/images/home",
      "images/home",
    ]);
  });
});
