import { DIRECTORY_PAGE_SIZE, profileHref } from '@forma/validators/directory';
import { PRODUCT_NAME } from '@forma/validators/values';
import { createFileRoute } from '@tanstack/react-router';
import { DirectoryPage } from '../../features/directory/directory-page';
import { pageHead } from '../../site/page-head';
import { readDirectoryPage, type DirectoryPageData } from '../../site/site-data';
import { SitePageBody } from '../../site/site-page-body';

/** The directory's head: its title by filters and page, the list as JSON-LD, noindex for a search. */
function directoryHead(data: DirectoryPageData) {
  if (!data.ok)
    return pageHead({
      publicUrl: data.publicUrl,
      path: '/designers',
      title: `That search did not work · ${PRODUCT_NAME}`,
      description: data.message,
      noindex: true,
    });
  const { designers, total, query } = data.view;
  const focus = [query.skill, query.available ? 'available now' : ''].filter(Boolean);
  const title = `${focus.length ? `Designers: ${focus.join(', ')}` : 'Designers'}${
    query.page > 1 ? `, page ${query.page}` : ''
  } · ${PRODUCT_NAME}`;
  return pageHead({
    publicUrl: data.publicUrl,
    path: data.path,
    title,
    description: `Browse ${total} vetted ${query.skill ? `${query.skill} ` : ''}designers for startups and VC-backed companies: skills, availability and selected work.`,
    image: designers[0]?.imageUrl
      ? { url: designers[0].imageUrl, alt: `Portrait of ${designers[0].name}` }
      : undefined,
    noindex: Boolean(query.q) || designers.length === 0,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Designers',
      url: `${data.publicUrl}${data.path}`,
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: total,
        itemListElement: designers.map((d, i) => ({
          '@type': 'ListItem',
          position: (query.page - 1) * DIRECTORY_PAGE_SIZE + i + 1,
          url: `${data.publicUrl}${profileHref(d.slug)}`,
          name: d.name,
        })),
      },
    },
  });
}

/**
 * `/designers` (issue 19 item 5): the public directory for the query string (search, skill,
 * availability, page), rendered on the server; a refused query is a 400 page saying why.
 */
export const Route = createFileRoute('/designers/')({
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ location }) => readDirectoryPage({ data: location.searchStr }),
  head: ({ loaderData }) => (loaderData ? directoryHead(loaderData) : {}),
  component: DirectoryRoute,
});

function DirectoryRoute() {
  const data = Route.useLoaderData();
  if (!data.ok)
    return (
      <SitePageBody
        year={data.year}
        current="directory"
        message={{ title: 'That search did not work', text: data.message }}
      />
    );
  return (
    <SitePageBody year={data.year} current="directory" media={data.media}>
      <DirectoryPage view={data.view} />
    </SitePageBody>
  );
}
