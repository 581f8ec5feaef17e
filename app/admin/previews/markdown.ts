/**
 * Markdown to HTML in the editor's browser, configured exactly as the build does it
 * (app/content/markdown.server.ts): raw HTML is escaped, never passed through; bare
 * addresses become links; quotes and dashes are typeset; external links open in a new
 * tab without an opener. tests/unit/admin-preview-markdown.test.ts renders the same
 * sources with both and fails when they differ.
 */
import MarkdownIt from "markdown-it";

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));

markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = String(token?.attrGet("href") ?? "");
  if (token && /^https?:\/\//.test(href)) {
    token.attrSet("target", "_blank");
    token.attrSet("rel", "noopener noreferrer");
  }
  return defaultLinkOpen(tokens, index, options, env, self);
};

/** The Markdown body as the page will show it. */
export function renderPreviewMarkdown(source: string): string {
  return markdown.render(source);
}
