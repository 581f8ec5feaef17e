/**
 * Markdown to HTML in the editor's browser, with the build's own configuration
 * (app/lib/markdown.ts), so the preview's body is the page's body.
 */
export { renderMarkdown as renderPreviewMarkdown } from "~/lib/markdown";
