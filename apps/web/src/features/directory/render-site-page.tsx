import type { SitePageInput } from '@forma/validators/directory';
import { renderToString } from 'react-dom/server';
import { MediaContext } from '../shell/responsive-image';
import { DirectoryPage } from './directory-page';
import { MessagePage, ProfilePage } from './profile-page';
import { SitePage } from './site-chrome';

/**
 * The body HTML of a directory, profile or message page (header, main, footer), rendered with
 * `renderToString`, uploaded images at the right size from `input.media`; these pages run no
 * script, so nothing hydrates it. Throws what React throws.
 */
export function renderSitePage(input: SitePageInput): string {
  const main =
    input.kind === 'directory' ? (
      <DirectoryPage view={input.view} />
    ) : input.kind === 'profile' ? (
      <ProfilePage view={input.view} />
    ) : (
      <MessagePage title={input.title} text={input.text} link={input.link} />
    );
  return renderToString(
    <MediaContext value={input.media ?? {}}>
      <SitePage year={input.year} current={input.kind === 'directory' ? 'directory' : undefined}>
        {main}
      </SitePage>
    </MediaContext>,
  );
}
