/**
 * External URLs the layout and pages link to: social accounts, the subscribe and
 * application forms, the knowledge base (content/site.yaml `links`), and the WhatsApp
 * chat with SR Support built from the number and greeting there. Per-item links that
 * editors maintain (programme pages, support resources, group chat invites) live in
 * their own content files.
 */
export { knowledgeBaseNote, links, newsletter, supportChat } from "virtual:site-content";
