import type { DesignerProfileAnswer } from '@forma/validators';
import { cn, focusRing } from '@forma/ui';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { getQueryFn } from '../../../lib/api-client';
import { designerOfPage } from './use-contact-form';

/** The part of `GET /api/designer-profiles/{slug}` the notice shows. */
type ProfileName = Pick<DesignerProfileAnswer, 'name' | 'title'>;

/** Removes `designer` from the address, keeping the rest (the inquiry is no longer about them). */
function forgetDesigner() {
  const url = new URL(window.location.href);
  url.searchParams.delete('designer');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Above the contact form, when the visitor came from a profile's "Work with {name}" link
 * (`/?designer={slug}#contact`, issue 19 item 5): "Your inquiry is about {name}, {title}" with a
 * button that takes the designer off the inquiry. The form sends the slug with the inquiry
 * (use-contact-form.ts), so the lead records which designer it came from. Read after mount: the
 * server's page is the same for everyone. An unknown slug shows nothing (and records nothing).
 */
export function DesignerInquiryNotice() {
  const [slug, setSlug] = useState<string | undefined>(undefined);
  useEffect(() => setSlug(designerOfPage(window.location.search)), []);
  const profile = useQuery({
    queryKey: [`/api/designer-profiles/${encodeURIComponent(slug ?? '')}`],
    queryFn: getQueryFn<ProfileName>({ on401: 'returnNull' }),
    enabled: slug !== undefined,
    retry: false,
    staleTime: 60_000,
  });
  const designer = profile.data;
  if (!slug || !designer) return null;
  return (
    <div className="mx-auto mb-10 flex max-w-3xl justify-center px-5">
      <p
        role="status"
        className="inline-flex items-center gap-3 rounded-full border border-violet-400/30 bg-violet-500/10 py-1.5 pr-1.5 pl-4 text-sm text-violet-100"
      >
        <span>
          Your inquiry is about <strong className="font-semibold">{designer.name}</strong>,{' '}
          {designer.title}
        </span>
        <button
          type="button"
          onClick={() => {
            forgetDesigner();
            setSlug(undefined);
          }}
          className={cn(
            'inline-flex size-7 items-center justify-center rounded-full text-violet-200 hover:bg-white/10',
            focusRing,
          )}
          aria-label={`Not about ${designer.name}`}
        >
          <X aria-hidden className="size-4" />
        </button>
      </p>
    </div>
  );
}
