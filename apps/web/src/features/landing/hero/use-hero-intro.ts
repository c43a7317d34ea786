import { useEffect, type RefObject } from 'react';
import { INTRO_STARTED, startHeroIntro } from './hero-intro';

/**
 * Hero intro (SPEC 4): 1000 ms + 50 ms after load the text appears (Web Animations). From 768 px the
 * order is title, badge, subtitle, buttons, each fading up; smaller screens stagger badge, title,
 * subtitle, buttons. Parts are `[data-intro=<part>]` inside `root`, hidden until then; with
 * reduced motion (`skip`) they are shown at once.
 * Deviation (LCP): the title is painted at first paint; its entrance animates transform only
 * (it rises into place, in its slot of the order), so it is never at opacity 0. The same holds
 * for the subtitle, whose text block rivals the title's in size on phones.
 */
export function useHeroIntro(root: RefObject<HTMLElement | null>, skip: boolean) {
  useEffect(() => {
    const container = root.current;
    if (!container || container.hasAttribute(INTRO_STARTED)) return;
    const cancel = startHeroIntro(container, skip);
    return () => {
      cancel();
      container.removeAttribute(INTRO_STARTED);
    };
  }, [root, skip]);
}
