/**
 * Every external URL the site links to, in one typed object. Values marked
 * PLACEHOLDER point at example.org until the organisation supplies the real ones.
 * Per-item links that editors maintain (programme pages, support resources, group
 * chat invites) live in content/ instead.
 */
import { contact, whatsAppNumber } from "./contact";

export const supportChatMessage = "Hi SR Support, I have a question...";

export const links = {
  social: {
    instagram: "https://www.instagram.com/sr.rsm.example", // PLACEHOLDER
    tiktok: "https://www.tiktok.com/@sr.rsm.example", // PLACEHOLDER
    linkedin: "https://www.linkedin.com/company/sr-rsm-example", // PLACEHOLDER
  },
  /** Newsletter sign-up form behind every 'Subscribe' button. PLACEHOLDER */
  subscribeForm: "https://forms.example.org/sr-rsm/newsletter",
  /** Application form behind 'Apply Now'. PLACEHOLDER */
  applicationForm: "https://forms.example.org/sr-rsm/apply",
  /** The students' knowledge base (programme rules, third-year information). PLACEHOLDER */
  knowledgeBase: "https://knowledge-base.example.org/rsm-bachelor",
  /** WhatsApp chat with SR Support, with the greeting filled in. */
  supportChat: whatsAppChatUrl(supportChatMessage),
} as const;

/** A wa.me link to the support number, optionally with a prefilled message. */
export function whatsAppChatUrl(text?: string, phone: string = contact.phone): string {
  const base = `https://wa.me/${whatsAppNumber(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
