/** WhatsApp chat links (wa.me), built from a phone number in international form. */

/** The phone number as wa.me expects it: digits only, no plus sign or spaces. */
export function whatsAppNumber(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** A wa.me link to the number, optionally with a message the chat opens with. */
export function whatsAppChatUrl(phone: string, text?: string): string {
  const base = `https://wa.me/${whatsAppNumber(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
