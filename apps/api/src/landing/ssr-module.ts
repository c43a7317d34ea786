import type { MediaMap } from '@forma/validators';
import type { LandingLayout } from './device-layout';

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A query-cache entry of the landing page: a public REST path and its data (apps/web landing-data.ts). */
export type LandingQueries = ReadonlyArray<readonly [path: string, data: unknown]>;

/**
 * What the web app's server build exports (apps/web src/entry-server.tsx, built by `vite build
 * --ssr` into dist-ssr/entry-server.js). Declared here rather than imported: apps/api loads the
 * built module and never imports web source files.
 */
export interface LandingServerModule {
  renderLandingBody(input: {
    queries: LandingQueries;
    sanitizeTitle: (html: string) => string;
    /** Uploaded images with their variants, by URL (media-map.ts). */
    media?: MediaMap;
    /** The device kind to render for (device-layout.ts); none: every variant. */
    layout?: LandingLayout;
  }): Promise<{ html: string; queries: LandingQueries }>;
  /** Id of the data script the islands hydrate from. */
  LANDING_DATA_ID: string;
  /** Key of the page's media among the rendered queries (a MediaMap). */
  LANDING_MEDIA_KEY: string;
}

/** Where the server build sits for a client build in `webDist`: `<webDist>/../dist-ssr`. */
export function serverEntryPath(webDist: string): string {
  return join(resolve(webDist), '..', 'dist-ssr', 'entry-server.js');
}

/** True when the server build of `webDist` exists. */
export function hasServerEntry(webDist: string): boolean {
  return existsSync(serverEntryPath(webDist));
}

/**
 * Loads the web app's server build for the client build in `webDist` (issue 18 item 1). Throws
 * when it is missing or does not export the landing renderer (a build of another version).
 */
export async function loadLandingServerModule(webDist: string): Promise<LandingServerModule> {
  const path = serverEntryPath(webDist);
  if (!existsSync(path))
    throw new Error(`the web app's server build is missing (${path}): run pnpm build`);
  const module = (await import(pathToFileURL(path).href)) as Partial<LandingServerModule>;
  if (
    typeof module.renderLandingBody !== 'function' ||
    typeof module.LANDING_DATA_ID !== 'string' ||
    typeof module.LANDING_MEDIA_KEY !== 'string'
  )
    throw new Error(`${path} does not export the landing renderer`);
  return module as LandingServerModule;
}
