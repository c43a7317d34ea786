import { createFileRoute } from '@tanstack/react-router';
import { preload } from 'react-dom';
import { landingHead } from '../site/landing-head';
import { readLandingPage } from '../site/landing-data';
import { preloadLandingStyles } from '../site/landing-styles';
import { LandingView } from '../site/landing-view';

/**
 * `/` (SPEC 2, issue 38): the landing page rendered on the server from the stored content (the
 * loader's server function reads it in-process; the selected projects and AI styles are loaded
 * before it renders, so the page is whole in one pass, the same every time), with its head from
 * the stored `seo` block and the hero's still preloaded for the first paint.
 */
export const Route = createFileRoute('/')({
  // The loader comes with the page's code (it is only needed with it): no other page loads the
  // landing page's data and style code.
  codeSplitGroupings: [['loader', 'component']],
  loader: async () => {
    const data = await readLandingPage();
    await preloadLandingStyles(data.queries);
    return data;
  },
  head: ({ loaderData }) => (loaderData ? landingHead(loaderData) : {}),
  component: LandingRoute,
});

/** The hero's still, the page's largest paint: a portrait crop on phones (SPEC 2 "Hero"). */
const HERO_STILLS = [
  { href: '/assets/hero/hero-still-portrait.webp', media: '(orientation: portrait)' },
  { href: '/assets/hero/hero-still.webp', media: '(orientation: landscape)' },
] as const;

function LandingRoute() {
  for (const still of HERO_STILLS)
    preload(still.href, { as: 'image', fetchPriority: 'high', media: still.media });
  return <LandingView data={Route.useLoaderData()} />;
}
