import {
  ArrowLeft as arrowLeft,
  ArrowRight as arrowRight,
  ArrowUpRight as arrowUpRight,
  BookOpen as bookOpen,
  Briefcase as briefcase,
  Building2 as building2,
  CalendarDays as calendarDays,
  CalendarPlus as calendarPlus,
  CalendarRange as calendarRange,
  Check as check,
  ChevronDown as chevronDown,
  ChevronLeft as chevronLeft,
  ChevronRight as chevronRight,
  ChevronUp as chevronUp,
  CircleAlert as circleAlert,
  CircleCheck as circleCheck,
  Clock as clock,
  Download as download,
  ExternalLink as externalLink,
  Eye as eye,
  Globe as globe,
  GraduationCap as graduationCap,
  Handshake as handshake,
  type IconNode,
  Lightbulb as lightbulb,
  LoaderCircle as loaderCircle,
  Mail as mail,
  MapPin as mapPin,
  Menu as menu,
  MessageCircle as messageCircle,
  Pause as pause,
  Plane as plane,
  Play as play,
  Rss as rss,
  Scale as scale,
  Send as send,
  ShieldCheck as shieldCheck,
  Sparkles as sparkles,
  Target as target,
  Users as users,
  X as x,
} from "lucide";
import type { SVGProps } from "react";
import { cn } from "~/lib/utils";

/**
 * The site's icons: Lucide's shapes, each drawn as a single `<svg>` element.
 *
 * Why not lucide-react: each of its icons is two components plus one element per shape,
 * all of which React walks through when a prerendered page hydrates. The events page
 * alone shows 63 icons with 242 shapes. Here the shapes are turned into markup once per
 * icon, when this module loads, and React handles one element per icon.
 *
 * Icons are decorative by default (`aria-hidden`); the text next to them carries the
 * meaning. Pass `aria-hidden={false}` with an `aria-label` for an icon that stands alone.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML">;
export type IconComponent = (props: IconProps) => React.JSX.Element;

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** SVG markup for Lucide's shape list, e.g. `<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>`. */
export function iconMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .flatMap(([name, value]) => (value === undefined ? [] : [` ${name}="${escapeAttribute(value)}"`]))
        .join("");
      return `<${tag}${written}/>`;
    })
    .join("");
}

function defineIcon(name: string, node: IconNode): IconComponent {
  const html = { __html: iconMarkup(node) };
  // Called once per icon when this module loads, so each icon component is created once.
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level component factory
  function LucideIcon({ className, ...props }: IconProps) {
    return (
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={cn("lucide", className)}
        {...props}
        // The markup comes from Lucide's shape data above, never from content.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: static icon shapes
        dangerouslySetInnerHTML={html}
      />
    );
  }
  LucideIcon.displayName = name;
  return LucideIcon;
}

export const ArrowLeft = defineIcon("ArrowLeft", arrowLeft);
export const ArrowRight = defineIcon("ArrowRight", arrowRight);
export const ArrowUpRight = defineIcon("ArrowUpRight", arrowUpRight);
export const Briefcase = defineIcon("Briefcase", briefcase);
export const CalendarDays = defineIcon("CalendarDays", calendarDays);
export const CalendarPlus = defineIcon("CalendarPlus", calendarPlus);
export const CalendarRange = defineIcon("CalendarRange", calendarRange);
export const Check = defineIcon("Check", check);
export const ChevronDown = defineIcon("ChevronDown", chevronDown);
export const ChevronLeft = defineIcon("ChevronLeft", chevronLeft);
export const ChevronRight = defineIcon("ChevronRight", chevronRight);
export const ChevronUp = defineIcon("ChevronUp", chevronUp);
export const CircleAlert = defineIcon("CircleAlert", circleAlert);
export const CircleCheck = defineIcon("CircleCheck", circleCheck);
export const Clock = defineIcon("Clock", clock);
export const Download = defineIcon("Download", download);
export const ExternalLink = defineIcon("ExternalLink", externalLink);
export const Eye = defineIcon("Eye", eye);
export const GraduationCap = defineIcon("GraduationCap", graduationCap);
export const Handshake = defineIcon("Handshake", handshake);
export const Lightbulb = defineIcon("Lightbulb", lightbulb);
export const LoaderCircle = defineIcon("LoaderCircle", loaderCircle);
export const Mail = defineIcon("Mail", mail);
export const MapPin = defineIcon("MapPin", mapPin);
export const Menu = defineIcon("Menu", menu);
export const MessageCircle = defineIcon("MessageCircle", messageCircle);
export const Pause = defineIcon("Pause", pause);
export const Play = defineIcon("Play", play);
export const Rss = defineIcon("Rss", rss);
export const Send = defineIcon("Send", send);
export const ShieldCheck = defineIcon("ShieldCheck", shieldCheck);
export const Sparkles = defineIcon("Sparkles", sparkles);
export const Target = defineIcon("Target", target);
export const Users = defineIcon("Users", users);
export const X = defineIcon("X", x);
export const BookOpen = defineIcon("BookOpen", bookOpen);
export const Building2 = defineIcon("Building2", building2);
export const Globe = defineIcon("Globe", globe);
export const Plane = defineIcon("Plane", plane);
export const Scale = defineIcon("Scale", scale);
