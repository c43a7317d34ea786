import { formatUtc } from '@forma/validators/utc-time';
import { PRODUCT_NAME } from '@forma/validators/values';
import { createFileRoute } from '@tanstack/react-router';
import { readPreviewPage, type PreviewPageData } from '../../site/landing-data';
import { landingHead } from '../../site/landing-head';
import { LandingView, preloadLandingStyles } from '../../site/landing-view';
import { SitePageBody } from '../../site/site-page-body';

/** The page of a link that does not open: what happened and the way to the live site. */
const CLOSED_PAGES = {
  missing: {
    title: 'This preview link does not exist',
    text: 'Check that the whole address was copied, or ask for a new link.',
  },
  unavailable: { title: 'The preview could not be made', text: 'Try again in a moment.' },
} as const;

function messageOf(data: Exclude<PreviewPageData, { state: 'live' }>) {
  const page =
    data.state === 'closed'
      ? { title: 'This preview link no longer opens', text: data.message }
      : CLOSED_PAGES[data.state];
  return { ...page, link: { href: '/', label: 'Go to the live site' } };
}

/** What the preview shows, for its bar: one release's changes, or every draft (issue 39 item 1). */
function shownDrafts(release: Extract<PreviewPageData, { state: 'live' }>['release']) {
  if (!release) return 'the site with every unpublished draft';
  return release.action === 'publish'
    ? `the live site with the release “${release.name}” published, and no other draft`
    : `the live site once the release “${release.name}” takes its records off it`;
}

/**
 * `/preview/{token}` (issue 20 item 2): the whole landing page with the drafts the link shows
 * (every draft, or one release's: issue 39 item 1) for anyone with a live link, no account
 * needed, with a bar along the bottom saying what it shows and until when;
 * kept out of search (noindex) and out of every cache (apps/api answers `private, no-store`).
 * An unknown link is a 404 page, an expired or revoked one a 410 page saying which and when.
 */
export const Route = createFileRoute('/preview/$token')({
  loader: async ({ params }) => {
    const data = await readPreviewPage({ data: params.token });
    if (data.state === 'live') await preloadLandingStyles(data.page.queries);
    return data;
  },
  head: ({ loaderData }) =>
    loaderData?.state === 'live'
      ? landingHead(loaderData.page, { noindex: true })
      : {
          meta: [
            {
              title: `${loaderData ? messageOf(loaderData).title : 'Preview'} · ${PRODUCT_NAME}`,
            },
            { name: 'robots', content: 'noindex, nofollow' },
          ],
        },
  component: PreviewRoute,
});

function PreviewRoute() {
  const data = Route.useLoaderData();
  if (data.state !== 'live')
    return <SitePageBody year={new Date().getFullYear()} message={messageOf(data)} />;
  return (
    <div className="pb-24">
      <LandingView data={data.page} preview />
      <aside
        aria-label="Preview"
        className="fixed inset-x-0 bottom-0 z-[2147483000] bg-violet-900 px-4 py-2.5 text-center text-sm font-medium text-white shadow-[0_-4px_16px_rgb(0_0_0/0.35)]"
      >
        <strong>Preview</strong>: {shownDrafts(data.release)}. Only people with this link can open
        it, until {formatUtc(new Date(data.expiresAt))}.
      </aside>
    </div>
  );
}
