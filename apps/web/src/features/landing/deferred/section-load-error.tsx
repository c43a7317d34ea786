import { Button } from '@forma/ui';

/**
 * Stands in for a landing page section whose chunk could not be downloaded, even after the
 * automatic new tries (deferred-sections.tsx): says so, and offers to try again (`onRetry`) or to
 * reload the page. The sections below it wait, so the page never shows them out of order.
 */
export function SectionLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      data-section-load-error
      className="flex flex-col items-center gap-4 bg-ink px-6 py-20 text-center text-white"
    >
      <p className="max-w-md text-base text-white/80">
        This part of the page could not be loaded. Check your connection and try again.
      </p>
      <div className="flex gap-3">
        <Button onClick={onRetry}>Try again</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </div>
    </div>
  );
}
