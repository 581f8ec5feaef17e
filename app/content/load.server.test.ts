import path from "node:path";
import { describe, expect, test } from "vitest";
import { ContentError, readMarkdown, readYaml } from "./load.server";
import { aboutSchema, blogArticleSchema, homeSchema, programSchema } from "./schemas";

// Paths are relative to content/; the fixtures sit in tests/fixtures/content/bad.
const bad = (name: string) => path.join("..", "tests", "fixtures", "content", "bad", name);

describe("invalid content fails with the file and the field named", () => {
  test("a YAML file with missing fields", () => {
    expect(() => readYaml(bad("home-missing-headline.yaml"), homeSchema)).toThrow(ContentError);
    try {
      readYaml(bad("home-missing-headline.yaml"), homeSchema);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("tests/fixtures/content/bad/home-missing-headline.yaml");
      expect(message).toContain('field "hero.headline"');
      expect(message).toContain('field "statistics.0.number"');
      expect(message).toContain('field "whatWeDo.tiles"');
    }
  });

  test("a Markdown file without frontmatter", () => {
    expect(() => readMarkdown(bad("article-no-frontmatter.md"), blogArticleSchema)).toThrow(
      /article-no-frontmatter\.md: the file must start with frontmatter/,
    );
  });

  test("a Markdown file with a date in the wrong format", () => {
    expect(() => readMarkdown(bad("article-bad-date.md"), blogArticleSchema)).toThrow(
      /article-bad-date\.md:\n {2}- field "date": a date written like 'November 1, 2025'/,
    );
  });

  test("a missing file", () => {
    expect(() => readYaml("no-such-file.yaml", homeSchema)).toThrow(/Missing content file content\/no-such-file\.yaml/);
  });
});

describe("the site's own single-file content is valid", () => {
  test.each([
    ["home.yaml", homeSchema],
    ["about.yaml", aboutSchema],
    ["program.yaml", programSchema],
  ] as const)("%s", (file, schema) => {
    expect(() => readYaml(file, schema)).not.toThrow();
  });
});
