/**
 * Contact details of the organisation. Values marked PLACEHOLDER are samples
 * (example.org addresses, a fictional phone number): replace them before launch.
 */
export const contact = {
  /** The general info mailbox shown in the footer. PLACEHOLDER */
  infoEmail: "info@sr-rsm.example.org",
  /** Receives the feedback form from Student Support. PLACEHOLDER */
  stakeholderRelationsEmail: "stakeholder.relations@sr-rsm.example.org",
  /** Support number for WhatsApp, international format. PLACEHOLDER (fictional) */
  phone: "+31 6 0000 0000",
  address: {
    organisation: "RSM Student Representation",
    street: "Burgemeester Oudlaan 50",
    postalCode: "3062 PA",
    city: "Rotterdam",
    country: "the Netherlands",
  },
} as const;

/** The phone number as wa.me expects it: digits only, no plus sign or spaces. */
export function whatsAppNumber(phone: string = contact.phone): string {
  return phone.replace(/\D/g, "");
}
