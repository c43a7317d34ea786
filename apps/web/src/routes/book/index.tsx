import { BOOK_PATH } from '@forma/validators/booking-values';
import { PRODUCT_NAME } from '@forma/validators/values';
import { createFileRoute } from '@tanstack/react-router';
import { BookPage } from '../../features/booking/book-page';
import { BOOK_SEARCH_KEYS, pickSearch, readBookPage } from '../../site/book-data';
import { pageHead } from '../../site/page-head';
import { SitePageBody } from '../../site/site-page-body';

/**
 * `/book` (issue 42 item 2): a founder books a call: free times by day in their zone, then their
 * details. Rendered on the server for each request (apps/api: `private, no-store`).
 */
export const Route = createFileRoute('/book/')({
  validateSearch: (search: Record<string, unknown>) => pickSearch(search, BOOK_SEARCH_KEYS),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ deps }) => readBookPage({ data: deps.search }),
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          publicUrl: loaderData.publicUrl,
          path: BOOK_PATH,
          title: `Book a call · ${PRODUCT_NAME}`,
          description:
            'Book a 30-minute intro call: pick a free time in your time zone and get a calendar invite.',
          // The script adds the browser's `tz` after hydration, and the page the visitor came
          // from is kept as `page`: that address is still the page to index (its canonical is
          // /book); a picked time or another range is not.
          noindex: Object.keys(loaderData.search).some((key) => key !== 'tz' && key !== 'page'),
        })
      : {},
  component: BookRoute,
});

function BookRoute() {
  const data = Route.useLoaderData();
  return (
    <SitePageBody year={data.year}>
      <BookPage data={data} />
    </SitePageBody>
  );
}
