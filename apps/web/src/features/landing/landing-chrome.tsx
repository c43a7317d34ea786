import { LazyToaster } from '../shell/lazy-toaster';
import { StorageNotice } from './notices/storage-notice';

/**
 * What the landing page shows over its server-rendered markup, only in the browser: the Safari
 * storage notice and, on the landing document, the toaster (`withToaster`; the app's root layout
 * has its own). Without JavaScript none of it exists.
 */
export function LandingChrome({ withToaster = false }: { withToaster?: boolean }) {
  return (
    <>
      <StorageNotice />
      {withToaster && <LazyToaster />}
    </>
  );
}
