import { Asset, useMatches, useRouter, useTags } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The document preloads this route's code (`<link rel="modulepreload">` for each module of
     * the matched routes): the console's screens and /auth, which open at once (issue 44 item 2).
     */
    preloadCode?: boolean;
  }
}

/** `staticData` of a route whose document preloads its code (see `DocumentHead`). */
export const PRELOAD_CODE = { preloadCode: true } as const;

/**
 * The document's head from the routes' `head()` and Start's manifest (the router's `useTags`, as
 * its `HeadContent` renders them), except the module preloads on a site page: a site page is
 * painted from its HTML before any code is requested (client.tsx), and a preload finished before
 * that paint would only compete with the page's own bytes (issue 38, speed: Lighthouse counts
 * every script that arrived before the largest paint towards it). A route with `PRELOAD_CODE`
 * keeps them.
 */
export function DocumentHead() {
  const tags = useTags();
  const nonce = useRouter().options.ssr?.nonce;
  const preloadCode = useMatches({
    select: (matches) => matches.some((match) => match.staticData.preloadCode === true),
  });
  return (
    <>
      {tags
        .filter((tag) => preloadCode || !(tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'))
        .map((tag) => (
          <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
        ))}
    </>
  );
}
