import { CONTACT_FORM_PATH, PRODUCT_NAME } from '@forma/validators/values';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../site/page-head';
import { readMessagePage } from '../../site/site-data';
import { SitePageBody } from '../../site/site-page-body';

/**
 * The contact form's answer without JavaScript (issue 18 item 4): the page apps/api renders
 * for a refused `POST /contact` (its status and the API's message, with the way back to the
 * form), handed in through the request context. A visitor's own `GET /contact` is a 404.
 */
export const Route = createFileRoute('/contact/')({
  loader: async () => {
    const data = await readMessagePage();
    if (!data.message) throw notFound();
    return { ...data, message: data.message };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          publicUrl: loaderData.publicUrl,
          path: CONTACT_FORM_PATH,
          title: `${loaderData.message.title} · ${PRODUCT_NAME}`,
          description: loaderData.message.text,
          noindex: true,
        })
      : {},
  component: ContactMessageRoute,
});

function ContactMessageRoute() {
  const { year, message } = Route.useLoaderData();
  return <SitePageBody year={year} message={message} />;
}
