import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { ExternalLink } from "~/components/ui/external-link";
import { InstagramIcon, LinkedInIcon, Mail, MessageCircle, TikTokIcon } from "~/components/ui/icons";
import { contact } from "~/config/contact";
import { links } from "~/config/links";
import { footerColumns } from "~/config/navigation";
import { site } from "~/config/site";
import { useCurrentYear } from "~/hooks/use-current-year";
import { LogoMark } from "./logo";

const connectLinks = [
  { label: "Instagram", href: links.social.instagram, Icon: InstagramIcon },
  { label: "TikTok", href: links.social.tiktok, Icon: TikTokIcon },
  { label: "LinkedIn", href: links.social.linkedin, Icon: LinkedInIcon },
  { label: contact.infoEmail, href: `mailto:${contact.infoEmail}`, Icon: Mail },
  { label: `WhatsApp ${contact.whatsApp}`, href: links.whatsApp, Icon: MessageCircle },
] as const;

const columnLinkClass = "text-sm text-white/80 underline-offset-4 hover:text-white hover:underline";

export function SiteFooter() {
  const year = useCurrentYear();
  const { address } = contact;
  return (
    <footer className="render-when-visible bg-night text-white [--placeholder-height:75rem] sm:[--placeholder-height:52rem] lg:[--placeholder-height:25rem]">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div>
          <Link to="/" className="inline-flex items-center gap-3 rounded-md">
            <LogoMark />
            <span className="font-bold">{site.name}</span>
          </Link>
          <address className="mt-4 text-sm leading-relaxed text-white/80 not-italic">
            {address.street}
            <br />
            {address.postalCode} {address.city}, {address.country}
          </address>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="mt-4 space-y-2">
              {column.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className={columnLinkClass}>
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Connect">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Connect</h2>
          <ul className="mt-4 space-y-2">
            {connectLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                {href.startsWith("mailto:") ? (
                  <a href={href} className={`${columnLinkClass} inline-flex items-center gap-2 break-all`}>
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {label}
                  </a>
                ) : (
                  <ExternalLink href={href} className={`${columnLinkClass} inline-flex items-center gap-2`}>
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {label}
                  </ExternalLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <div className="border-t border-white/15">
        <Container className="py-6 text-sm text-white/75">
          <p>
            © {year} {site.name}. Questions? Email{" "}
            <a href={`mailto:${contact.infoEmail}`} className="underline underline-offset-4 hover:text-white">
              {contact.infoEmail}
            </a>
            .
          </p>
        </Container>
      </div>
    </footer>
  );
}
