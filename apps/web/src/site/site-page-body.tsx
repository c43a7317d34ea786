import type { SiteMessage } from '@forma/validators/directory';
import type { MediaMap } from '@forma/validators/media';
import type { ReactNode } from 'react';
import { MessagePage } from '../features/directory/profile-page';
import { SitePage } from '../features/directory/site-chrome';
import { MediaContext } from '../features/shell/responsive-image';
import { StaticPart } from '../features/shell/static-part';

const NO_MEDIA: MediaMap = {};

/**
 * The body of a page of the site besides the landing page (the directory, profiles and short
 * messages, issue 19 item 5): header, main and footer in the site's chrome, server-rendered, with
 * uploaded images at the right size from `media`. Either `children` as the main content (which
 * puts what never responds to script in a StaticPart) or a `message` page (static).
 */
export function SitePageBody({
  year,
  current,
  media = NO_MEDIA,
  message,
  children,
}: {
  year: number;
  current?: 'directory';
  media?: MediaMap;
  message?: SiteMessage;
  children?: ReactNode;
}) {
  return (
    <MediaContext value={media}>
      <SitePage year={year} current={current}>
        {message ? (
          <StaticPart>
            <MessagePage title={message.title} text={message.text} link={message.link} />
          </StaticPart>
        ) : (
          children
        )}
      </SitePage>
    </MediaContext>
  );
}
