import { createFileRoute } from '@tanstack/react-router';
import { DirectoryPage } from '../../../../features/directory/directory-page';
import { SiteBaseContext } from '../../../../features/directory/site-base';
import { PreviewBar } from '../../../../features/shell/preview-bar';
import {
  closedPreviewHead,
  closedPreviewMessage,
  previewHead,
} from '../../../../site/preview-head';
import { readPreviewDirectoryPage } from '../../../../site/preview-data';
import { SitePageBody } from '../../../../site/site-page-body';

/**
 * `/preview/{token}/designers` (issue 39 item 5): the designer directory with the drafts the
 * preview link shows (a draft designer is listed here, never in the public directory, sitemap
 * or JSON-LD), searched, filtered and paged as the public one, its links staying in the
 * preview; noindex, no structured data, the preview bar along the bottom.
 */
export const Route = createFileRoute('/preview/$token/designers/')({
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ params, location }) =>
    readPreviewDirectoryPage({ data: { token: params.token, value: location.searchStr } }),
  head: ({ loaderData }) =>
    !loaderData
      ? {}
      : loaderData.state === 'live'
        ? previewHead(loaderData.page.ok ? 'Designers' : 'That search did not work')
        : closedPreviewHead(loaderData),
  component: PreviewDirectoryRoute,
});

function PreviewDirectoryRoute() {
  const data = Route.useLoaderData();
  if (data.state !== 'live')
    return <SitePageBody year={data.year} message={closedPreviewMessage(data)} />;
  const { page } = data;
  return (
    <SiteBaseContext value={data.base}>
      <>
        {page.ok ? (
          <SitePageBody year={data.year} current="directory" media={page.media}>
            <DirectoryPage view={page.view} />
          </SitePageBody>
        ) : (
          <SitePageBody
            year={data.year}
            current="directory"
            message={{
              title: 'That search did not work',
              text: page.message,
              link: { href: `${data.base}/designers`, label: 'See every designer' },
            }}
          />
        )}
        <PreviewBar link={data} />
      </>
    </SiteBaseContext>
  );
}
