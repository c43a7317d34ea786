import { createRootRouteWithContext, Outlet, Scripts } from '@tanstack/react-router';
import { preload } from 'react-dom';
import interCore from '../assets/fonts/inter-core.woff2?url';
import siteCss from '../site.css?url';
import type { RouterContext } from '../router';
import { DocumentHead } from '../features/shell/document-head';
import { NotFoundPage } from '../features/shell/not-found-page';

/**
 * The document of every page Start renders (issue 38): the head from each route's `head()` (its
 * title, description, canonical, share tags and JSON-LD), the site's stylesheet (the app's screens
 * link theirs instead) and the text's
 * font, preloaded so the first paint is in Inter (`font-display: optional`), then the page and
 * Start's scripts. An address no route matches is SPEC 2's 404 page (answered with status 404).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
      { name: 'theme-color', content: '#07070c' },
    ],
    links: [
      { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
      // The app's screens link their own stylesheet, which holds every class of this one.
      ...(matches.some((match) => match.staticData.appStylesheet)
        ? []
        : [{ rel: 'stylesheet', href: siteCss }]),
    ],
  }),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

/** The element at the end of every page's content, which the first rendering waits for. */
const DOCUMENT_END_ID = 'document-end';

function RootDocument() {
  // Through React's own resource ordering: a font preload goes ahead of the head's other tags
  // (Start's module preloads included), so the text's font is requested first.
  preload(interCore, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang="en">
      <head>
        {/* The page is drawn once, whole: nothing renders before the parser reaches its end
            (a first frame of a half-parsed page would be laid out again, shorter than the
            page, and an address's #section would be scrolled to in the wrong place). */}
        <link rel="expect" href={`#${DOCUMENT_END_ID}`} {...{ blocking: 'render' }} />
        <DocumentHead />
      </head>
      <body>
        <Outlet />
        <div id={DOCUMENT_END_ID} hidden />
        <Scripts />
      </body>
    </html>
  );
}
