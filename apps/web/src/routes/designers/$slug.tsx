import { profileHref } from '@forma/validators/directory';
import { PRODUCT_NAME } from '@forma/validators/values';
import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/directory/profile-page';
import { absoluteUrl, excerpt, pageHead } from '../../site/page-head';
import { readProfilePage, type ProfilePageData } from '../../site/site-data';
import { SitePageBody } from '../../site/site-page-body';
import { StaticPart } from '../../features/shell/static-part';

/** A profile's head: name and title, the bio as description, the portrait, a ProfilePage. */
function profileHead({ publicUrl, view }: ProfilePageData) {
  const { designer } = view;
  const path = profileHref(designer.slug);
  const sameAs = /^https?:\/\//i.test(designer.portfolioUrl) ? [designer.portfolioUrl] : [];
  return pageHead({
    publicUrl,
    path,
    type: 'profile',
    title: `${designer.name}, ${designer.title} · ${PRODUCT_NAME}`,
    description: excerpt(
      designer.bio ||
        `${designer.name} is a ${designer.title} in the ${PRODUCT_NAME} network${
          designer.skills.length ? `: ${designer.skills.join(', ')}` : ''
        }.`,
    ),
    image: designer.imageUrl
      ? { url: designer.imageUrl, alt: `Portrait of ${designer.name}` }
      : undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: `${publicUrl}${path}`,
      mainEntity: {
        '@type': 'Person',
        name: designer.name,
        jobTitle: designer.title,
        description: excerpt(designer.bio, 300),
        ...(designer.imageUrl ? { image: absoluteUrl(publicUrl, designer.imageUrl) } : {}),
        knowsAbout: designer.skills,
        sameAs,
      },
    },
  });
}

/** The 404 page of an unknown or malformed profile address. */
function ProfileNotFound() {
  return (
    <SitePageBody
      year={new Date().getFullYear()}
      message={{
        title: 'Designer not found',
        text: 'There is no designer at this address. They may have left the network, or the link has a typo.',
      }}
    />
  );
}

/**
 * `/designers/{slug}` (issue 19 item 5): a published designer's profile with their works and the
 * call to work with them, rendered on the server; 404 for anyone else.
 */
export const Route = createFileRoute('/designers/$slug')({
  loader: ({ params }) => readProfilePage({ data: params.slug }),
  head: ({ loaderData }) =>
    loaderData
      ? profileHead(loaderData)
      : {
          meta: [
            { title: `Designer not found · ${PRODUCT_NAME}` },
            { name: 'robots', content: 'noindex' },
          ],
        },
  component: ProfileRoute,
  notFoundComponent: ProfileNotFound,
});

function ProfileRoute() {
  const data = Route.useLoaderData();
  return (
    <SitePageBody year={data.year} media={data.media}>
      <StaticPart>
        <ProfilePage view={data.view} />
      </StaticPart>
    </SitePageBody>
  );
}
