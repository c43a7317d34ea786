import { userScript, withUserScript } from '../user-script';
import { jsonForScript } from './head';
import type { LandingQueries } from './ssr-module';

/** The marked places of the landing document's template (apps/web landing.html). */
export const LANDING_SLOTS = {
  head: '<!--landing-head-->',
  body: '<!--landing-body-->',
  data: '<!--landing-data-->',
} as const;

/** The parts {@link assembleLandingDocument} puts into the template. */
export interface LandingDocumentParts {
  /** The head's tags: title, description, canonical, Open Graph, Twitter, JSON-LD (head.ts). */
  head: string;
  /** The server-rendered page (apps/web entry-server.tsx `renderLandingBody`). */
  body: string;
  /** The data the browser's islands hydrate from. */
  queries: LandingQueries;
  /** Id of the data script (entry-server.tsx `LANDING_DATA_ID`). */
  dataId: string;
}

/** True when `template` has every slot of LANDING_SLOTS. */
export function hasLandingSlots(template: string): boolean {
  return Object.values(LANDING_SLOTS).every((slot) => template.includes(slot));
}

/**
 * The landing document: the built template (apps/web dist/landing.html, its stylesheet inlined)
 * with the head's tags, the rendered body and the islands' data (JSON safe inside a script
 * element), and nobody signed in. Throws when the template lacks a slot (a build of another version).
 */
export function assembleLandingDocument(template: string, parts: LandingDocumentParts): string {
  if (!hasLandingSlots(template))
    throw new Error('the landing template has no slots for the head, body and data');
  const data =
    `<script id="${parts.dataId}" type="application/json">${jsonForScript(parts.queries)}</script>` +
    userScript(null);
  // Function replacers: `$` in the content is not a replacement pattern.
  return template
    .replace(LANDING_SLOTS.head, () => parts.head)
    .replace(LANDING_SLOTS.body, () => parts.body)
    .replace(LANDING_SLOTS.data, () => data);
}

/**
 * The style a signed-in visitor's page adds: the server markup's Book a Call (the one every
 * visitor's cached page has, `data-book-call` in header.tsx) stays hidden until the header has
 * hydrated, which it does at once for a signed-in visitor and shows Logout in its place.
 */
export const SIGNED_IN_STYLE =
  '<style>[data-island="header"]:not([data-hydrated]) [data-book-call]{visibility:hidden}</style>';

/**
 * The landing document `html` (from {@link assembleLandingDocument}) for the signed-in `user`
 * (as `GET /api/user` answers it): the same page, with the user in its user script, so the
 * header shows Logout and Admin from the first render, without a request (issue 18 item 7), and
 * SIGNED_IN_STYLE, so Book a Call never shows to them meanwhile.
 */
export function withSignedInUser(html: string, user: unknown): string {
  return withUserScript(html, user).replace('</head>', () => `${SIGNED_IN_STYLE}</head>`);
}
