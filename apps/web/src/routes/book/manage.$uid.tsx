import { BOOK_MANAGE_PATH } from '@forma/validators/booking-values';
import { PRODUCT_NAME } from '@forma/validators/values';
import { createFileRoute } from '@tanstack/react-router';
import { ManagePage } from '../../features/booking/manage-page';
import { MANAGE_SEARCH_KEYS, pickSearch, readManagePage } from '../../site/book-data';
import { pageHead } from '../../site/page-head';
import { SitePageBody } from '../../site/site-page-body';

/**
 * `/book/manage/{uid}?token=` (issue 42 item 2): the visitor's booking from its signed link, to
 * move or cancel; a tampered link is a 403 page. Never indexed nor cached.
 */
export const Route = createFileRoute('/book/manage/$uid')({
  validateSearch: (search: Record<string, unknown>) => pickSearch(search, MANAGE_SEARCH_KEYS),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ deps, params }) => readManagePage({ data: { ...deps.search, uid: params.uid } }),
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          publicUrl: loaderData.publicUrl,
          path: BOOK_MANAGE_PATH,
          title: `${loaderData.booking ? 'Your call' : (loaderData.error ?? 'Your call')} · ${PRODUCT_NAME}`,
          description: 'See, move or cancel the call you booked.',
          noindex: true,
        })
      : {},
  component: ManageRoute,
});

function ManageRoute() {
  const data = Route.useLoaderData();
  return (
    <SitePageBody year={data.year}>
      <ManagePage data={data} />
    </SitePageBody>
  );
}
