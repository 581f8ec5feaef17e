/** Markdown to HTML at build time, configured in app/lib/markdown.ts (shared with the /admin previews). */
export { renderMarkdown } from "~/lib/markdown";
