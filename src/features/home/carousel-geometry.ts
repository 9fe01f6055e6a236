export const CAROUSEL_STEP_PX = 288;
export const CAROUSEL_INTERVAL_MS = 3000;

/** Room around the cards for their (snug) shadow, which the clipping would otherwise cut into a hard edge. */
export const SHADOW_ROOM_PX = 12;

/** After the last touch (a tap on an arrow, a swipe), auto-advance waits this long before it moves on. */
export const TOUCH_RESUME_MS = 5000;

export const SWIPE_MIN_PX = 40;
