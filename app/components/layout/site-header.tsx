import { Link } from "react-router";
import { SearchLink, useSearchDialog } from "~/components/search/search-launcher";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { joinLink } from "~/config/navigation";
import { site } from "~/config/site";
import { cn } from "~/lib/utils";
import { DesktopNav } from "./desktop-nav";
import { LogoMark } from "./logo";
import { MobileNav } from "./mobile-nav";
import { ThemeMenu } from "./theme-control";

export function SiteHeader() {
  const search = useSearchDialog();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <Container className="relative flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-3 rounded-md" aria-label={`${site.name}, home`}>
          <LogoMark />
          {/* As narrow as the name's longest word: 'RSM Student' above 'Representation'. */}
          <span className="hidden w-min text-sm leading-tight font-bold sm:block lg:text-base">{site.name}</span>
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-2">
          <SearchLink
            onOpen={search.open}
            className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "max-md:hidden")}
          >
            <span className="sr-only">Search</span>
          </SearchLink>
          <ThemeMenu className="max-md:hidden" />
          <Link to={joinLink.path} className={buttonVariants({ size: "sm" })}>
            {joinLink.title}
          </Link>
          <MobileNav onSearch={search.open} />
        </div>
      </Container>
      {search.dialog}
    </header>
  );
}
