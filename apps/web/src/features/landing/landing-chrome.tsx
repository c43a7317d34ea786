import { LazyToaster } from '../shell/lazy-toaster';
import { StorageNotice } from './notices/storage-notice';
import { LoadingOverlay } from './overlay/loading-overlay';

/**
 * What the landing page shows over its server-rendered markup, only in the browser: the loading
 * overlay (a progress strip, SPEC 2 "Loading overlay"), the Safari storage notice and, on the
 * landing document, the toaster (`withToaster`; the app's root layout has its own). Without
 * JavaScript none of it exists, so nothing covers the page.
 */
export function LandingChrome({ withToaster = false }: { withToaster?: boolean }) {
  return (
    <>
      <LoadingOverlay />
      <StorageNotice />
      {withToaster && <LazyToaster />}
    </>
  );
}
