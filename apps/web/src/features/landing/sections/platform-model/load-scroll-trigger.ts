import type { ScrollTrigger as ScrollTriggerClass } from 'gsap/ScrollTrigger';

let pending: Promise<typeof ScrollTriggerClass> | null = null;

/**
 * GSAP with ScrollTrigger registered, loaded on first use (a separate chunk, off the critical
 * path of the first paint). Later calls share the same promise.
 */
export function loadScrollTrigger(): Promise<typeof ScrollTriggerClass> {
  pending ??= Promise.all([import('gsap'), import('gsap/ScrollTrigger')]).then(
    ([{ gsap }, { ScrollTrigger }]) => {
      gsap.registerPlugin(ScrollTrigger);
      return ScrollTrigger;
    },
  );
  return pending;
}
