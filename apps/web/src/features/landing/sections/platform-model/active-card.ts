/** Scroll progress below which card 1, then card 2, is active (SPEC 2.3). */
export const CARD_2_AT = 0.25;
export const CARD_3_AT = 0.65;

/** The active platform-model card (1, 2 or 3) for a pinned scroll progress from 0 to 1. */
export function activeCardForProgress(progress: number): 1 | 2 | 3 {
  if (progress < CARD_2_AT) return 1;
  if (progress < CARD_3_AT) return 2;
  return 3;
}
