/** The fixed lines of the cards on /student-support, each a search record of its own. */
export const supportCardTexts = {
  /** The link of a support resource's card to the office's own site. */
  resourceLink: "Learn more and get support",
  /** The line under a group chat's title. */
  groupChatLine: "Programme group chat on WhatsApp",
  /** The button that opens a group chat. */
  groupChatLink: "Join WhatsApp Groupchat",
} as const;
