/**
 * The server's entry (issue 18 item 1): renders the landing page's body from the stored content,
 * with the same components the browser uses. Built by `vite build --ssr` into dist-ssr/ and
 * loaded by apps/api as a module (apps/api src/landing/ssr-module.ts); nothing here touches the
 * network or the database: the server hands in the data.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { heroDefaults } from '@forma/validators/values';
import { mergeContent } from './features/landing/data';
import { accentTitle, breakBeforeByThe, formatPlainTitle } from './features/landing/hero/title';
import {
  HERO_TITLE_QUERY_KEY,
  type RenderedHeroTitle,
} from './features/landing/hero/use-hero-title';
import {
  LANDING_MEDIA_KEY,
  seedLandingQueries,
  type LandingQueries,
} from './features/landing/landing-data';
import { LandingPage } from './features/landing/landing-page';
import { LandingProviders } from './features/landing/landing-providers';
import { LANDING_LAYOUT_KEY, type ServerLayout } from './features/landing/server-layout';
import { IslandServerContext, type IslandServerRenderer } from './features/landing/islands/island';
import type { IslandName } from './features/landing/islands/island-names';
import { createQueryClient } from './lib/query-client';
import type { MediaMap } from '@forma/validators/media';

export {
  LANDING_DATA_ID,
  LANDING_MEDIA_KEY,
  type LandingQueries,
} from './features/landing/landing-data';
export { LANDING_LAYOUT_KEY, type ServerLayout } from './features/landing/server-layout';
export { ISLAND_NAMES } from './features/landing/islands/island-names';

/** What {@link renderLandingBody} needs. */
export interface LandingRenderInput {
  /** The page's data, keyed as the page's queries (the public REST answers). */
  queries: LandingQueries;
  /**
   * The server's sanitizer of a stored hero title (HTML in, safe HTML out: br, span[class], em,
   * strong, b, i; packages/api sanitize.ts), the one content.update stores through.
   */
  sanitizeTitle: (html: string) => string;
  /**
   * Uploaded images with their variants, by URL (issue 19 item 3): every section shows them at
   * the right size. They join the returned queries (LANDING_MEDIA_KEY), so the islands hydrate
   * with the same.
   */
  media?: MediaMap;
  /**
   * The device the request named (apps/api landing/device-layout.ts): sections with a phone and
   * a wide variant render only that one (server-layout.ts). Without it, both (CSS shows one).
   */
  layout?: ServerLayout;
}

/** The rendered body and the data the browser's islands hydrate from. */
export interface LandingRenderResult {
  html: string;
  /** `input.queries` plus the hero title's rendered HTML (use-hero-title.ts), the media and the layout. */
  queries: LandingQueries;
}

/**
 * The hero title's HTML for the stored title `raw` (SPEC 2 "Hero": HTML, a break before 'By the',
 * the accent): the built-in title as plain text, any other sanitized by `sanitize` first.
 */
export function renderHeroTitle(raw: string, sanitize: (html: string) => string): string {
  if (raw === heroDefaults.title) return formatPlainTitle(raw);
  return accentTitle(breakBeforeByThe(sanitize(raw)));
}

/** The stored hero title of `queries` (merged over the built-in one), rendered. */
function heroTitleOf(
  queries: LandingQueries,
  sanitize: (html: string) => string,
): RenderedHeroTitle {
  const stored = queries.find(([path]) => path === '/api/content/hero')?.[1] as
    { content?: unknown } | null | undefined;
  const raw = mergeContent(heroDefaults, stored?.content).title;
  return { raw, html: renderHeroTitle(raw, sanitize) };
}

/**
 * The complete HTML of `element`, every Suspense boundary resolved (the lazily loaded project,
 * AI and contact styles included) and no inline script: a prerender first, which waits for
 * every lazy component to load, then a synchronous render, which finds them all loaded. (The
 * prerender's own output completes late boundaries with inline scripts, which the page's CSP
 * does not run.)
 */
async function renderComplete(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  for await (const chunk of prelude) void chunk; // drain: the render runs as it is read
  return renderToString(element);
}

/**
 * The HTML of the landing page's body (what goes inside `<div id="landing">`): every section in
 * SPEC 2 order with the stored texts, lists and selected designs of `input.queries`. Each island
 * is prerendered as a root of its own (so its markup matches the browser's `hydrateRoot` of it,
 * landing-client.tsx) and placed into the page's static markup. Throws what React throws.
 * Returns the HTML with the data for the browser (the input's plus the hero title's HTML).
 */
export async function renderLandingBody(input: LandingRenderInput): Promise<LandingRenderResult> {
  const queries: LandingQueries = [
    ...input.queries,
    [HERO_TITLE_QUERY_KEY[0], heroTitleOf(input.queries, input.sanitizeTitle)],
    ...(input.media && Object.keys(input.media).length > 0
      ? [[LANDING_MEDIA_KEY, input.media] as const]
      : []),
    ...(input.layout ? [[LANDING_LAYOUT_KEY, input.layout] as const] : []),
  ];
  const client = createQueryClient();
  seedLandingQueries(client, queries);
  const elements = new Map<IslandName, ReactElement>();
  const islands = new Map<IslandName, string>();
  const renderer: IslandServerRenderer = {
    html: (name) => islands.get(name),
    collect: (name, element) => elements.set(name, element),
  };
  const page = () =>
    renderToString(
      <IslandServerContext value={renderer}>
        <LandingProviders client={client}>
          <LandingPage />
        </LandingProviders>
      </IslandServerContext>,
    );
  page(); // first pass: collects the islands
  for (const [name, element] of elements)
    islands.set(
      name,
      await renderComplete(<LandingProviders client={client}>{element}</LandingProviders>),
    );
  const html = page();
  client.clear();
  return { html, queries };
}
