/** Timing constants of SPEC §9, in milliseconds. */
export const supportPopupDelayMs = 10_000;
export const supportPopupFadeOutMs = 300;
export const counterDurationMs = 2_000;
export const counterTickMs = 50;
/** The 'Since' card counts down from this year to its target. */
export const countDownStartYear = 2025;
/** How many times the carousel repeats the statistic cards. */
export const carouselRepeats = 4;
