import type { PreviewOf, SiteMessage } from '@forma/validators/directory';
import { PRODUCT_NAME } from '@forma/validators/values';

// The heads and messages of a preview link's pages: plain code, in the router's own chunk with
// the routes' head(); the bar itself (features/shell/preview-bar.tsx) loads with the page.

/** The page of a link that does not open: what happened and the way to the live site. */
const CLOSED_PAGES = {
  missing: {
    title: 'This preview link does not exist',
    text: 'Check that the whole address was copied, or ask for a new link.',
  },
  unavailable: { title: 'The preview could not be made', text: 'Try again in a moment.' },
} as const;

/** Why a preview link does not open, as a message page with the way to the live site. */
export function closedPreviewMessage(
  data: Exclude<PreviewOf<unknown>, { state: 'live' }>,
): SiteMessage & { link: { href: string; label: string } } {
  const page =
    data.state === 'closed'
      ? { title: 'This preview link no longer opens', text: data.message }
      : CLOSED_PAGES[data.state];
  return { ...page, link: { href: '/', label: 'Go to the live site' } };
}

/** The head of a preview page: `Preview: {title}`, kept out of search (noindex, nofollow). */
export const previewHead = (title: string) => ({
  meta: [
    { title: `Preview: ${title} · ${PRODUCT_NAME}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ],
});

/** The head of a preview link's page that does not open: its message's title, noindex. */
export const closedPreviewHead = (data: Exclude<PreviewOf<unknown>, { state: 'live' }>) => ({
  meta: [
    { title: `${closedPreviewMessage(data).title} · ${PRODUCT_NAME}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ],
});
