import type { PreviewLinkInfo } from '@forma/validators/directory';
import { formatUtc } from '@forma/validators/utc-time';

/** What the preview shows, for its bar: one release's changes, or every draft (issue 39 item 1). */
function shownDrafts(release: PreviewLinkInfo['release']) {
  if (!release) return 'the site with every unpublished draft';
  return release.action === 'publish'
    ? `the live site with the release “${release.name}” published, and no other draft`
    : `the live site once the release “${release.name}” takes its records off it`;
}

/**
 * The bar along the bottom of every page of a preview link (issue 20 item 2, issue 39 items 1
 * and 5): which drafts it shows and until when (UTC). Fixed, above the page's own content, with
 * room left for it after the page.
 */
export function PreviewBar({ link }: { link: PreviewLinkInfo }) {
  return (
    <>
      {/* Room under the page for the bar: the footer's last line stays readable above it. */}
      <div aria-hidden className="h-28 bg-ink sm:h-16" />
      <aside
        aria-label="Preview"
        className="fixed inset-x-0 bottom-0 z-[2147483000] bg-violet-900 px-4 py-2.5 text-center text-sm font-medium text-white shadow-[0_-4px_16px_rgb(0_0_0/0.35)]"
      >
        <strong>Preview</strong>: {shownDrafts(link.release)}. Only people with this link can open
        it, until {formatUtc(new Date(link.expiresAt))}.
      </aside>
    </>
  );
}
