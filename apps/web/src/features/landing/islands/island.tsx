import { createContext, useContext, type ReactElement } from 'react';
import { ISLAND_ATTRIBUTE, type IslandName } from './island-names';

/**
 * How the server renders an island (entry-server.tsx): the HTML of `name`'s own root, rendered
 * apart from the page so that its markup (and React's `useId` values) match what the browser's
 * `hydrateRoot` of that island produces. Absent in the browser and in the console's previews.
 */
export interface IslandServerRenderer {
  /** The prerendered HTML of the island `name`, or undefined in the first (collecting) pass. */
  html(name: IslandName): string | undefined;
  /** Records the island's element, so the server can prerender it (first pass). */
  collect(name: IslandName, element: ReactElement): void;
}

export const IslandServerContext = createContext<IslandServerRenderer | null>(null);

/**
 * A part of the server-rendered landing page that responds to the visitor (issue 18 item 2):
 * on the server, a `<div data-island="name" style="display:contents">` around the element's own
 * prerendered HTML; in the browser, landing-client.tsx hydrates that container with the same
 * element (ISLANDS) when it nears the viewport, on the first interaction with it, or when idle.
 * The static parts of the page around islands are never rendered again in the browser. Outside
 * the server render (the console's previews, `vite dev`), it renders `children` as they are.
 */
export function Island({ name, children }: { name: IslandName; children: ReactElement }) {
  const server = useContext(IslandServerContext);
  if (!server) return children;
  const html = server.html(name);
  if (html === undefined) server.collect(name, children);
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name }}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  );
}
