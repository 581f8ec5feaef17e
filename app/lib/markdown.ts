/**
 * Markdown to HTML, one configuration for the build (app/content/markdown.server.ts) and
 * the /admin previews (app/admin/previews/markdown.ts). Raw HTML in content is escaped,
 * never passed through (html: false); bare addresses become links; quotes and dashes are
 * typeset; external links open in a new tab without an opener.
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

/** Renders a Markdown string to HTML safe to insert into the page. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
