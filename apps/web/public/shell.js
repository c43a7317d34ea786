// Shows the static hero shell of index.html (vite.config.ts `heroShell`) on the landing page only:
// /auth, /admin and every other path never paint the hero. Synchronous in <head>, before <body>.
if (location.pathname === '/') document.documentElement.classList.add('hero-shell-on');
