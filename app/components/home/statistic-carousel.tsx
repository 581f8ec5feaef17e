import { createContext, type ReactNode, use, useState } from "react";
import { Pause, Play } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import { carouselRepeats } from "~/config/timing";
import type { HomeData } from "~/content/page-data";
import { useCounterStep } from "~/hooks/use-counter-step";
import { counterSteps, counterValue, formatCounter, statisticText } from "~/lib/counter";
import { cn } from "~/lib/utils";

/** A card as Home's loader sends it: with `srText`, what a screen reader hears of it. */
export type Statistic = ReturnType<typeof withSrText>;

/**
 * A card with what a screen reader hears of it (statisticText, which the site search
 * indexes too). Home's loader adds it, so the page's script does not build it.
 */
export function withSrText(card: HomeData["statistics"][number]) {
  return { ...card, srText: statisticText(card) };
}

/** The counters' shared step, read only by the numbers themselves. */
const CounterStep = createContext(counterSteps);

/**
 * Owns the counter clock. The cards are passed in as children, so a tick re-renders
 * only the numbers that read the step, not the cards and their pictures.
 */
function CounterClock({ onFinished, children }: { onFinished: () => void; children: ReactNode }) {
  const step = useCounterStep(onFinished);
  return <CounterStep value={step}>{children}</CounterStep>;
}

/**
 * A continuously scrolling strip of the statistic cards, repeated so the loop is
 * seamless. Only the first set is exposed to assistive technology; the copies are
 * decorative. A button pauses the motion (WCAG 2.2.2); reduced motion stops it.
 *
 * The strip stands still while the numbers count and starts scrolling when they are done:
 * a moving number is hard to read, and a strip animating from the first paint keeps the
 * compositor busy every frame while the page is still loading its JavaScript. Without
 * JavaScript nothing counts, so the strip scrolls from the start.
 */
export function StatisticCarousel({ statistics }: { statistics: Statistic[] }) {
  const [paused, setPaused] = useState(false);
  const [counted, setCounted] = useState(false);
  // The copies scroll into view long after the count has finished: they show the final
  // figures from the start, so a tick re-renders and repaints five numbers, not twenty.
  const copies = Array.from({ length: carouselRepeats - 1 }, (_, copy) => copy + 1);

  return (
    <section aria-labelledby="statistics-title" className="relative">
      <h2 id="statistics-title" className="sr-only">
        SR in numbers
      </h2>
      <div className="group overflow-hidden py-2 [mask-image:linear-gradient(to_right,transparent,black_4%,black_96%,transparent)]">
        <ul
          className={cn(
            "flex w-max gap-4 group-hover:[animation-play-state:paused] motion-safe:[@media(scripting:none)]:animate-marquee",
            counted && "motion-safe:animate-marquee",
            paused && "[animation-play-state:paused]",
          )}
        >
          <CounterClock onFinished={() => setCounted(true)}>
            {statistics.map((card, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the cards have no identity beyond their position
              <StatisticCard key={index} card={card} />
            ))}
          </CounterClock>
          {copies.flatMap((copy) =>
            statistics.map((card, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: copies of the same cards are distinguished only by position
              <StatisticCard key={`${copy}-${index}`} card={card} decorative />
            )),
          )}
        </ul>
      </div>
      <button
        type="button"
        onClick={() => setPaused(!paused)}
        aria-pressed={paused}
        className="mt-3 inline-flex items-center gap-2 rounded-pill px-3 py-1.5 text-sm font-medium text-white/90 hover:bg-white/10 motion-reduce:hidden"
      >
        {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        {paused ? "Play animation" : "Pause animation"}
      </button>
    </section>
  );
}

/** A fixed-size card: strict containment keeps a changing number from re-laying out the strip. */
function StatisticCard({ card, decorative = false }: { card: Statistic; decorative?: boolean }) {
  return (
    <li
      aria-hidden={decorative || undefined}
      className="relative h-44 w-64 shrink-0 overflow-hidden rounded-card bg-night shadow-card [contain:strict] sm:h-48 sm:w-72"
    >
      <Picture
        image={card.image}
        alt=""
        sizes="288px"
        className="absolute inset-0"
        imgClassName="size-full object-cover opacity-45"
      />
      <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-night via-night/60 to-transparent" />
      <div className="relative flex h-full flex-col justify-end p-5 text-white">
        {card.countDown ? <span className="text-sm font-semibold tracking-wide uppercase">{card.label}</span> : null}
        <StatisticNumber card={card} />
        {card.countDown ? null : <span className="text-base font-semibold">{card.label}</span>}
        <span className="sr-only">{card.srText}</span>
      </div>
    </li>
  );
}

/** The animated figure; the full figure is in the card's screen-reader text. */
function StatisticNumber({ card }: { card: HomeData["statistics"][number] }) {
  const step = use(CounterStep);
  return (
    <span className="text-5xl font-extrabold tabular-nums" aria-hidden="true" data-testid="statistic-value">
      {`${formatCounter(counterValue(card, step), card)}${card.suffix}`}
    </span>
  );
}
