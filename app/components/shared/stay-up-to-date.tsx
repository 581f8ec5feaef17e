import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Mail } from "~/components/ui/icons";
import { links, newsletter } from "~/config/links";

/**
 * The newsletter band used on Home and the blog: Subscribe opens the external form in a
 * new tab. Its texts default to content/site.yaml's `newsletter`; Home passes its own.
 * It renders with the page, not only near the viewport (render-when-visible, app.css):
 * deferred, its button would keep the style the browser may compute before the
 * stylesheet arrives (the default link blue, no background) until the band is first
 * shown, and `transition-colors` would then fade it from that blue on the brand red. The
 * band is one heading, one sentence and one link: deferring it saves little.
 */
export function StayUpToDate({ title = newsletter.title, text = newsletter.text }: { title?: string; text?: string }) {
  return (
    <section aria-labelledby="stay-up-to-date-title" className="band-brand">
      <Container className="flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="stay-up-to-date-title" className="text-3xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="mt-3 text-lg text-on-brand/90">{text}</p>
        </div>
        <a
          href={links.subscribeForm}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "light", size: "lg" })}
        >
          <Mail aria-hidden="true" />
          Subscribe
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Container>
    </section>
  );
}
