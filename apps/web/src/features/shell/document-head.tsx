import { Asset, useMatches, useRouter, useTags } from '@tanstack/react-router';
import hydrationPreloads from 'virtual:forma/hydration-preloads';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The document preloads this route's code (`<link rel="modulepreload">` for each module of
     * the matched routes): the console's screens and /auth, which open at once (issue 44 item 2).
     */
    preloadCode?: boolean;
    /**
     * The route's `head()` links the app's stylesheet (styles.css, every class of the app and the
     * UI kit: `appHead`), so the root leaves out the site's (site.css, a subset of it).
     */
    appStylesheet?: boolean;
  }
}

/**
 * `staticData` of the app's own screens (/auth, the console, an invitation): the document
 * preloads their code (see `DocumentHead`) and links only the app's stylesheet (`appHead`).
 */
export const APP_SCREEN = { preloadCode: true, appStylesheet: true } as const;

/**
 * The document's head from the routes' `head()` and Start's manifest (the router's `useTags`, as
 * its `HeadContent` renders them), except the module preloads on a site page: a site page is
 * painted from its HTML before any code is requested (client.tsx), and a preload finished before
 * that paint would only compete with the page's own bytes (issue 38, speed: Lighthouse counts
 * every script that arrived before the largest paint towards it). A route of an `APP_SCREEN`
 * keeps them, and its server-rendered document also preloads the hydration code (client.tsx
 * imports it at once there; `virtual:forma/hydration-preloads`), so the code comes in one wave.
 * The client renders those extra links not: React 19 leaves tags it did not render in `<head>`.
 */
export function DocumentHead() {
  const tags = useTags();
  const nonce = useRouter().options.ssr?.nonce;
  const preloadCode = useMatches({
    select: (matches) => matches.some((match) => match.staticData.preloadCode === true),
  });
  const hrefs = new Set(tags.map((tag) => tag.attrs?.href));
  const hydration =
    preloadCode && import.meta.env.SSR ? hydrationPreloads.filter((href) => !hrefs.has(href)) : [];
  return (
    <>
      {hydration.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {tags
        .filter((tag) => preloadCode || !(tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'))
        .map((tag) => (
          <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
        ))}
    </>
  );
}
