/** The spec's carousel constants: one card's step, the auto-advance interval. */
export const CAROUSEL_STEP_PX = 288;
export const CAROUSEL_INTERVAL_MS = 3000;

/** Room around the cards for their (snug) shadow, which the clipping would otherwise cut into a hard edge. */
export const SHADOW_ROOM_PX = 12;
