/** The cloud's picture. */
export const CLOUD_SRC = '/assets/hero/cloud.webp';

/**
 * The decorative cloud of the hero (SPEC 4, 9): drifts once across small screens from -400 px to
 * the window's width + 400 px in 75 s, moved every 100 ms, then stays off-screen; hidden from md
 * up, while scrolled (`hidden`), and with reduced motion (`still`). The drift is a CSS animation
 * (`animate-cloud-drift`, base.css), run by the compositor from the first paint: no script, no
 * layout read per step.
 */
export function HeroCloud({ hidden, still }: { hidden: boolean; still: boolean }) {
  if (still) return null;
  return (
    <img
      src={CLOUD_SRC}
      alt=""
      aria-hidden
      width={400}
      height={200}
      decoding="async"
      onError={(e) => {
        e.currentTarget.style.display = 'none';
      }}
      className={`animate-cloud-drift pointer-events-none absolute top-[18%] left-0 w-[400px] opacity-70 transition-opacity duration-100 ease-linear select-none md:hidden motion-reduce:hidden ${hidden ? 'invisible opacity-0' : ''}`}
    />
  );
}
