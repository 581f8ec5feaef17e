/**
 * The statistic counters on Home: a value steps every tick over the duration,
 * counting up from 0, or down from the count-down start year for the 'Since' card.
 */
/** How long a counter runs, and how often it steps: 2 s in 50 ms steps. */
export const counterDurationMs = 2_000;
export const counterTickMs = 50;
/** The 'Since' card counts down from this year to its target. */
export const countDownStartYear = 2025;

export const counterSteps = Math.round(counterDurationMs / counterTickMs);

export type CounterSpec = { number: number; countDown: boolean };

/** The value shown after `step` ticks (0 … counterSteps). */
export function counterValue({ number, countDown }: CounterSpec, step: number): number {
  const progress = Math.min(Math.max(step, 0), counterSteps) / counterSteps;
  if (countDown) return Math.round(countDownStartYear - (countDownStartYear - number) * progress);
  return Math.round(number * progress);
}

/**
 * English thousands grouping (4,500; 1,234,567) for the whole numbers the counters show.
 * Written out rather than `new Intl.NumberFormat("en")`: building that formatter loads
 * locale data and costs a phone tens of milliseconds of blocked main thread on Home.
 */
function groupThousands(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Years ('Since' 1985) show no thousands separator; other values use grouping (4,500). */
export function formatCounter(value: number, { countDown }: Pick<CounterSpec, "countDown">): string {
  return countDown ? String(value) : groupThousands(value);
}

/**
 * What a statistic card says in words, once counted: its figure (with its suffix) and its
 * label, in the order the card shows them, a count-down's label first ('Since 1985',
 * '4,500+ Students Represented'). A screen reader hears it, and the site search indexes it.
 */
export function statisticText(card: CounterSpec & { suffix: string; label: string }): string {
  const figure = `${formatCounter(card.number, card)}${card.suffix}`;
  return card.countDown ? `${card.label} ${figure}` : `${figure} ${card.label}`;
}
