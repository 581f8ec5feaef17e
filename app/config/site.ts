/** Site-wide facts read by the meta helper, the sitemap and the layout. */
export const site = {
  name: "RSM Student Representation",
  shortName: "SR",
  // The production origin. Placeholder until the organisation's domain is set.
  url: "https://sr-rsm.example.org",
  description:
    "The official representation of bachelor and pre-master students at Rotterdam School of Management: your voice in education, support and student life.",
  locale: "en",
  themeColor: "#b8102e",
} as const;
