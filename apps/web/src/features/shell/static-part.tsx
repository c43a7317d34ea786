import { Hydrate } from '@tanstack/react-start';
import { never } from '@tanstack/react-start/hydration';
import type { ReactNode } from 'react';

/**
 * A part of a server-rendered page that never responds to script (issue 38 item 3): rendered on
 * the server, never hydrated (`never()`), so the browser downloads and runs none of its code.
 * Its marker `<div>` is `display: contents` (site.css), so it does not change the layout.
 *
 * Keep anything a visitor can change before the page hydrates (a form's fields) outside it:
 * Start's `never()` boundary re-renders once after hydration and puts back the HTML it saved
 * from the server (react-start-client `NeverHydrate`), which resets a field the visitor had
 * already changed (the directory's skill select lost its choice on a slow phone).
 */
export function StaticPart({ children }: { children: ReactNode }) {
  return <Hydrate when={never()}>{children}</Hydrate>;
}
