/** Support popup, in milliseconds: the wait before it fades in, and its fade-out. */
export const supportPopupDelayMs = 10_000;
export const supportPopupFadeOutMs = 300;
/** How many times the carousel repeats the statistic cards. */
export const carouselRepeats = 4;
