import { toast } from '@forma/ui';
import { useEffect, useRef } from 'react';
import { useContactFormDesign } from '../data';
import { ContactPill, ContactPreviewContext } from './contact-intro';
import { DefaultContactDesign } from './default-contact-form';
import { DesignerInquiryNotice } from './designer-inquiry-notice';
import { CONTACT_FORM_DESIGNS, isContactDesignNumber } from './designs';

/**
 * The contact section (SPEC 2 section 9, SPEC 4 "Contact form design"): #contact shows the design
 * the `selectedContactFormDesign` setting names (1-7; the locally stored choice when the server
 * has none), otherwise the default form. `data-contact-design` says which one is on screen.
 * `preview`: as in a console preview (ContactSectionView).
 */
export function ContactSection({ preview = false }: { preview?: boolean }) {
  const { design, isLoading, error } = useContactFormDesign();
  useDesignLoadErrorToast(error);
  return <ContactSectionView design={isLoading ? 'loading' : design} preview={preview} />;
}

/** SPEC 8: a failed design load (not a 404) is reported once. */
function useDesignLoadErrorToast(error: unknown) {
  const reported = useRef(false);
  useEffect(() => {
    if (!error || reported.current) return;
    reported.current = true;
    toast({
      title: 'Error',
      description: 'Could not load the selected contact form design.',
      variant: 'destructive',
    });
  }, [error]);
}

/**
 * The section for a given design (null: the default form; 'loading': a placeholder keeping the
 * pill anchor in place). `preview` renders it without the page's ids and with a form that
 * only simulates sending (use-send-contact.ts), for the console's explorer and page editor.
 */
export function ContactSectionView({
  design,
  preview = false,
}: {
  design: number | null | 'loading';
  preview?: boolean;
}) {
  const Design =
    design === 'loading'
      ? LoadingDesign
      : isContactDesignNumber(design)
        ? CONTACT_FORM_DESIGNS[design].component
        : DefaultContactDesign;

  return (
    <ContactPreviewContext value={preview}>
      <section
        id={preview ? undefined : 'contact'}
        aria-label="Contact"
        aria-busy={design === 'loading' || undefined}
        data-contact-design={
          design === 'loading' ? undefined : isContactDesignNumber(design) ? design : 'default'
        }
        className="relative isolate overflow-hidden bg-ink py-24 sm:py-32"
      >
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 -z-10 h-[520px] bg-[radial-gradient(ellipse_60%_60%_at_50%_0%,rgba(124,58,237,0.18),transparent_70%)]"
        />
        {preview ? null : <DesignerInquiryNotice />}
        <Design />
      </section>
    </ContactPreviewContext>
  );
}

/** While the design setting loads: the pill (Book a Call's target) and a quiet placeholder. */
function LoadingDesign() {
  return (
    <div className="mx-auto max-w-7xl px-5 sm:px-8">
      <div className="flex justify-center">
        <ContactPill />
      </div>
      <div
        aria-hidden
        className="mt-12 h-[640px] rounded-3xl border border-white/[0.06] bg-white/[0.02] motion-safe:animate-pulse"
      />
    </div>
  );
}
