import { previewBase } from '@forma/validators/directory';
import { createFileRoute } from '@tanstack/react-router';
import { SiteBaseContext } from '../../../features/directory/site-base';
import { readPreviewPage } from '../../../site/landing-data';
import { landingHead } from '../../../site/landing-head';
import { preloadLandingStyles } from '../../../site/landing-styles';
import { LandingView } from '../../../site/landing-view';
import { PreviewBar } from '../../../features/shell/preview-bar';
import { closedPreviewHead, closedPreviewMessage } from '../../../site/preview-head';
import { SitePageBody } from '../../../site/site-page-body';

/**
 * `/preview/{token}` (issue 20 item 2): the whole landing page with the drafts the link shows
 * (every draft, or one release's: issue 39 item 1) for anyone with a live link, no account
 * needed, with a bar along the bottom saying what it shows and until when; its links to the
 * directory stay in the preview (issue 39 item 5). Kept out of search (noindex) and out of
 * every cache (apps/api answers `private, no-store`). An unknown link is a 404 page, an expired
 * or revoked one a 410 page saying which and when.
 */
export const Route = createFileRoute('/preview/$token/')({
  // The loader comes with the page's code (it is only needed with it): no other page loads the
  // landing page's data and style code.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ params }) => {
    const data = await readPreviewPage({ data: params.token });
    if (data.state === 'live') await preloadLandingStyles(data.page.queries);
    return data;
  },
  head: ({ loaderData }) =>
    loaderData?.state === 'live'
      ? landingHead(loaderData.page, { noindex: true })
      : loaderData
        ? closedPreviewHead(loaderData)
        : {},
  component: PreviewRoute,
});

function PreviewRoute() {
  const data = Route.useLoaderData();
  const { token } = Route.useParams();
  if (data.state !== 'live')
    return <SitePageBody year={new Date().getFullYear()} message={closedPreviewMessage(data)} />;
  return (
    <SiteBaseContext value={previewBase(token)}>
      <>
        <LandingView data={data.page} preview />
        <PreviewBar link={data} />
      </>
    </SiteBaseContext>
  );
}
