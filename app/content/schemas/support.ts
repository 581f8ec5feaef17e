/** content/support/support.yaml: the Student Support page's resources and group chats. */
import { z } from "zod";
import { allProgrammesLabel } from "~/lib/group-chats";
import { described } from "../field-description";
import { group, line, prose, titleAndIntro, webAddress } from "./fields";

export const supportIcons = [
  "book-open",
  "users",
  "globe",
  "briefcase",
  "plane",
  "scale",
  "graduation-cap",
  "building",
] as const;

export const supportResourceSchema = z.strictObject({
  title: line("Title", { example: "Student Advisors" }),
  description: prose("Description"),
  icon: described(z.enum(supportIcons), { label: "Icon", example: "users" }),
  link: webAddress("Link"),
});

export const groupChatSchema = z.strictObject({
  title: line("Title", { example: "IBA 2025-2028" }),
  tag: described(
    z
      .string()
      .min(1)
      .max(24, "a short programme name such as 'IBA'")
      .refine((tag) => tag.toLowerCase() !== allProgrammesLabel.toLowerCase(), {
        error: `'${allProgrammesLabel}' is the button that shows every chat → use the programme's name`,
      }),
    { label: "Programme", hint: "The page has one filter button per programme.", example: "IBA" },
  ),
  link: webAddress("WhatsApp invite link", { example: "https://chat.whatsapp.com/AbCdEfGhIjK" }),
});

export const supportSchema = z.strictObject({
  title: line("Title", { example: "Student Support" }),
  intro: prose("Intro", { hint: "The text under the title." }),
  resources: group("Support resources", {
    title: line("Title"),
    intro: prose("Intro"),
    items: described(z.array(supportResourceSchema).min(1), {
      label: "Resources",
      item: "Resource",
      summary: "{{fields.title}}",
    }),
  }),
  groupChats: group("Group chats", {
    title: line("Title"),
    intro: prose("Intro"),
    items: described(z.array(groupChatSchema).min(1), {
      label: "Group chats",
      item: "Group chat",
      summary: "{{fields.title}}",
    }),
  }),
  feedback: titleAndIntro("Feedback form", { hint: "The heading and text above the feedback form." }),
});

export type SupportContent = z.infer<typeof supportSchema>;
