/** Analytics event names recorded by the landing page. */
export type AnalyticsEvent = 'hero_primary_cta' | 'hero_secondary_cta' | (string & {});

/** Window event every analytics record is dispatched as (the beacon listens to it). */
export const ANALYTICS_EVENT = 'analytics';

/**
 * Records an analytics event (SPEC 2 "Hero", SPEC 7 beacons). For now it only dispatches
 * `CustomEvent('analytics', { detail: { event } })` on window; the beacon transport comes later.
 */
export function track(event: AnalyticsEvent, props?: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: { ...props, event } }));
}
