/**
 * The browser's entry of the Start app (Start's client entry point, in place of its default; issue
 * 38 item 3, "a reader still runs little code"). A site page is painted from the server's HTML
 * first, and only then is the code that hydrates it requested (`hydrate-document.tsx`, its
 * modules in one wave): its document names no module to preload (`DocumentHead`), so no script
 * competes with the page's own bytes before that paint. A document that does preload its code
 * (the console's screens and /auth, issue 44 item 2) has it on the way already and hydrates at
 * once.
 */
const hydrate = () => void import('./hydrate-document');
if (document.querySelector('link[rel="modulepreload"]')) hydrate();
// The frame after the first one the browser painted.
else requestAnimationFrame(() => setTimeout(hydrate, 0));
