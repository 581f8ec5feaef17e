/**
 * How to reach the organisation: mailboxes, phone and WhatsApp numbers, postal address.
 * Editors change them in content/site.yaml (`contact`); this re-exports the validated values.
 */
export { contact } from "virtual:site-content";
