import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../../features/directory/profile-page';
import { SiteBaseContext } from '../../../../features/directory/site-base';
import { StaticPart } from '../../../../features/shell/static-part';
import { PreviewBar } from '../../../../features/shell/preview-bar';
import {
  closedPreviewHead,
  closedPreviewMessage,
  previewHead,
} from '../../../../site/preview-head';
import { readPreviewProfilePage } from '../../../../site/preview-data';
import { SitePageBody } from '../../../../site/site-page-body';

/** The 404 page of a designer the preview does not show, with the way to its directory. */
function PreviewProfileNotFound() {
  const { token } = Route.useParams();
  return (
    <SitePageBody
      year={new Date().getFullYear()}
      message={{
        title: 'Designer not found',
        text: 'This preview has no designer at this address: the draft may have a new address, or the designer is not in it.',
        link: {
          href: `/preview/${encodeURIComponent(token)}/designers`,
          label: 'See every designer',
        },
      }}
    />
  );
}

/**
 * `/preview/{token}/designers/{slug}` (issue 39 item 5): a designer's profile with the drafts
 * the preview link shows (a draft designer or a drafted slug too), its links staying in the
 * preview; noindex, no structured data, the preview bar along the bottom; 404 for a designer
 * the preview does not show.
 */
export const Route = createFileRoute('/preview/$token/designers/$slug')({
  loader: ({ params }) =>
    readPreviewProfilePage({ data: { token: params.token, value: params.slug } }),
  head: ({ loaderData }) =>
    !loaderData
      ? previewHead('Designer not found')
      : loaderData.state === 'live'
        ? previewHead(
            `${loaderData.page.view.designer.name}, ${loaderData.page.view.designer.title}`,
          )
        : closedPreviewHead(loaderData),
  component: PreviewProfileRoute,
  notFoundComponent: PreviewProfileNotFound,
});

function PreviewProfileRoute() {
  const data = Route.useLoaderData();
  if (data.state !== 'live')
    return <SitePageBody year={data.year} message={closedPreviewMessage(data)} />;
  return (
    <SiteBaseContext value={data.base}>
      <>
        <SitePageBody year={data.year} media={data.page.media}>
          <StaticPart>
            <ProfilePage view={data.page.view} />
          </StaticPart>
        </SitePageBody>
        <PreviewBar link={data} />
      </>
    </SiteBaseContext>
  );
}
