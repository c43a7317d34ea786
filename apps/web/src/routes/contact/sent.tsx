import { CONTACT_SENT_PATH, PRODUCT_NAME } from '@forma/validators/values';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/page-head';
import { readMessagePage } from '../../site/site-data';
import { SitePageBody } from '../../site/site-page-body';

/** SPEC 9's success toast, as a page: where a sent inquiry without JavaScript lands (a 303). */
const SENT = {
  title: 'Message sent!',
  text: "Thank you for reaching out. We'll be in touch within 24 hours.",
  link: { href: '/', label: 'Back to the home page' },
};

/** `/contact/sent`: "Message sent!" after the no-JavaScript contact form (issue 18 item 4). */
export const Route = createFileRoute('/contact/sent')({
  loader: () => readMessagePage(),
  head: ({ loaderData }) =>
    pageHead({
      publicUrl: loaderData?.publicUrl ?? '',
      path: CONTACT_SENT_PATH,
      title: `${SENT.title} · ${PRODUCT_NAME}`,
      description: SENT.text,
      noindex: true,
    }),
  component: ContactSentRoute,
});

function ContactSentRoute() {
  return <SitePageBody year={Route.useLoaderData().year} message={SENT} />;
}
