import type { SiteMessage } from '@forma/validators/directory';
import type { MediaMap } from '@forma/validators/media';
import { Hydrate } from '@tanstack/react-start';
import { never } from '@tanstack/react-start/hydration';
import type { ReactNode } from 'react';
import { MessagePage } from '../features/directory/profile-page';
import { SitePage } from '../features/directory/site-chrome';
import { MediaContext } from '../features/shell/responsive-image';

const NO_MEDIA: MediaMap = {};

/**
 * The body of a page of the site besides the landing page (the directory, profiles and short
 * messages, issue 19 item 5): header, main and footer in the site's chrome, server-rendered and
 * never hydrated (`never()`: nothing on these pages responds to script, links and GET forms work
 * as they are), with uploaded images at the right size from `media`. Either `children` as the
 * main content or a `message` page.
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
    <Hydrate when={never()}>
      <MediaContext value={media}>
        <SitePage year={year} current={current}>
          {message ? (
            <MessagePage title={message.title} text={message.text} link={message.link} />
          ) : (
            children
          )}
        </SitePage>
      </MediaContext>
    </Hydrate>
  );
}
