/**
 * The site's icons: every file imports them from here, so the set in use is listed in one
 * place. lucide-react draws them; it marks an icon decorative (`aria-hidden="true"`) unless
 * it is given an aria-* prop, so an icon that stands alone takes an `aria-label`.
 * The networks' marks are ours (social-icons.tsx): Lucide ships no brand icons.
 */
export {
  ArrowLeft,
  ArrowRight,
  ArrowUpRight,
  BookOpen,
  Briefcase,
  Building2,
  CalendarDays,
  CalendarPlus,
  CalendarRange,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  Clock,
  Download,
  ExternalLink,
  Eye,
  Globe,
  GraduationCap,
  Handshake,
  Lightbulb,
  LoaderCircle,
  type LucideIcon as IconComponent,
  type LucideProps as IconProps,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Pause,
  Plane,
  Play,
  Rss,
  Scale,
  Send,
  ShieldCheck,
  Sparkles,
  Target,
  Users,
  X,
} from "lucide-react";
export { InstagramIcon, LinkedInIcon, TikTokIcon } from "./social-icons";
