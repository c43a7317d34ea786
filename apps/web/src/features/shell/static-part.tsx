import { Hydrate } from '@tanstack/react-start';
import { never } from '@tanstack/react-start/hydration';
import type { ReactNode } from 'react';

/**
 * A part of a server-rendered page that never responds to script (issue 38 item 3): rendered on
 * the server, never hydrated (`never()`), so the browser downloads and runs none of its code.
 * Its marker `<div>` is `display: contents` (base.css), so it does not change the layout.
 *
 * The server's elements stay in place after the page hydrates: Start's boundaries re-render once
 * then (`useHydrated`), which made React give up on a boundary still waiting and put a copy of its
 * HTML in its place, losing a click under way and a field's value. Our patch of
 * `@tanstack/react-start-client` (patches/) keeps the boundary's element the same across that
 * re-render, so React leaves it as the server sent it. A change of a context above it (a route
 * change that keeps the layout) still replaces it with that copy, so keep anything a visitor can
 * change (a form's fields) outside it.
 */
export function StaticPart({ children }: { children: ReactNode }) {
  return <Hydrate when={never()}>{children}</Hydrate>;
}
