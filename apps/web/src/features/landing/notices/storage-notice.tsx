import { Button } from '@forma/ui';
import { Info, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { reducedProtectionsUrl, shouldShowStorageNoticeHere } from './storage-check';

/**
 * The Safari storage notice (SPEC 2): a bar at the bottom when the browser blocks local and
 * session storage (Safari private windows, Lockdown Mode, blocked cookies). 'Dismiss' hides it
 * for this page view; 'Reload with Reduced Protections' reloads with `?reducedProtections=1`,
 * where the check is skipped (every storage read already falls back to memory) and the notice
 * stays away. Skipped on development
 * hosts; `?storageNotice=force` shows it anyway (see storage-check.ts).
 */
export function StorageNotice() {
  const [open, setOpen] = useState(shouldShowStorageNoticeHere);
  const tipId = useId();
  if (!open) return null;

  return (
    <div
      role="region"
      aria-label="Browser storage notice"
      data-storage-notice=""
      className="fixed inset-x-3 bottom-3 z-[90] mx-auto max-w-3xl rounded-2xl border border-amber-300/20 bg-[#14110a]/95 p-4 text-sm text-white shadow-[0_24px_60px_-20px_rgba(0,0,0,0.8)] backdrop-blur-md sm:inset-x-6 sm:bottom-6 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-300" />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-white">Your browser is blocking storage for this site</p>
          <p className="mt-1 leading-relaxed text-white/65">
            Private browsing or strict privacy settings can do this. The page still works, but
            sign-in and saved choices won&apos;t be remembered.
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <Button
              size="sm"
              aria-describedby={tipId}
              onClick={() => window.location.assign(reducedProtectionsUrl(window.location.href))}
            >
              Reload with Reduced Protections
            </Button>
            <span className="group relative inline-flex">
              <button
                type="button"
                aria-label="What does this do?"
                aria-describedby={tipId}
                className="rounded-full p-1.5 text-white/50 transition hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
              >
                <Info aria-hidden className="size-4" />
              </button>
              <span
                id={tipId}
                role="tooltip"
                className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 w-64 -translate-x-1/2 rounded-xl border border-white/10 bg-ink px-3 py-2 text-xs leading-relaxed text-white/80 opacity-0 shadow-xl transition-opacity delay-0 duration-150 group-focus-within:opacity-100 group-focus-within:delay-0 group-hover:opacity-100 group-hover:delay-700"
              >
                Reloads this page without the storage check: the site keeps what it needs for this
                visit in memory and stops showing this notice. Nothing is saved once you close the
                tab; your browser&apos;s own privacy settings are not changed.
              </span>
            </span>
            <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
              Dismiss
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
