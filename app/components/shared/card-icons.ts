/**
 * The icons a content card may name (`icon` of About's values and Join Us's offers; the
 * names are listed in content/schemas/icon-card.ts `cardIcons`). The record must cover every name.
 */
import {
  Briefcase,
  Eye,
  GraduationCap,
  Handshake,
  type IconComponent,
  Lightbulb,
  ShieldCheck,
  Sparkles,
  Target,
  Users,
} from "~/components/ui/icons";
import type { cardIcons } from "~/content/schemas/icon-card";

export const cardIconComponents = {
  briefcase: Briefcase,
  eye: Eye,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
  lightbulb: Lightbulb,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  target: Target,
  users: Users,
} satisfies Record<(typeof cardIcons)[number], IconComponent>;
