import { Pause, Play } from "lucide-react";
import { useState } from "react";
import { Picture } from "~/components/ui/picture";
import { carouselRepeats } from "~/config/timing";
import type { HomeData } from "~/content/pages.server";
import { useCounterStep } from "~/hooks/use-counter-step";
import { counterValue, formatCounter } from "~/lib/counter";
import { cn } from "~/lib/utils";

type Statistic = HomeData["statistics"][number];

/**
 * A continuously scrolling strip of the statistic cards, repeated so the loop is
 * seamless. Only the first set is exposed to assistive technology; the copies are
 * decorative. A button pauses the motion (WCAG 2.2.2); reduced motion stops it.
 */
export function StatisticCarousel({ statistics }: { statistics: Statistic[] }) {
  const step = useCounterStep();
  const [paused, setPaused] = useState(false);
  const copies = Array.from({ length: carouselRepeats }, (_, copy) => copy);

  return (
    <section aria-labelledby="statistics-title" className="relative">
      <h2 id="statistics-title" className="sr-only">
        SR in numbers
      </h2>
      <div className="group overflow-hidden py-2 [mask-image:linear-gradient(to_right,transparent,black_4%,black_96%,transparent)]">
        <ul
          className={cn(
            "flex w-max gap-4 motion-safe:animate-marquee group-hover:[animation-play-state:paused]",
            paused && "[animation-play-state:paused]",
          )}
        >
          {copies.flatMap((copy) =>
            statistics.map((card, index) => (
              <StatisticCard
                // biome-ignore lint/suspicious/noArrayIndexKey: copies of the same cards are distinguished only by position
                key={`${copy}-${index}`}
                card={card}
                step={step}
                decorative={copy > 0}
              />
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

function StatisticCard({ card, step, decorative }: { card: Statistic; step: number; decorative: boolean }) {
  const finalText = `${formatCounter(card.number, card)}${card.suffix}`;
  const shown = `${formatCounter(counterValue(card, step), card)}${card.suffix}`;
  return (
    <li
      aria-hidden={decorative || undefined}
      className="relative h-44 w-64 shrink-0 overflow-hidden rounded-card bg-night shadow-card sm:h-48 sm:w-72"
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
        <span className="text-5xl font-extrabold tabular-nums" aria-hidden="true" data-testid="statistic-value">
          {shown}
        </span>
        {card.countDown ? null : <span className="text-base font-semibold">{card.label}</span>}
        <span className="sr-only">{card.countDown ? `${card.label} ${finalText}` : `${finalText} ${card.label}`}</span>
      </div>
    </li>
  );
}
