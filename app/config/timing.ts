/** Timing constants of SPEC §9, in milliseconds. */
export const supportPopupDelayMs = 10_000;
export const supportPopupFadeOutMs = 300;
/** How many times the carousel repeats the statistic cards. */
export const carouselRepeats = 4;
