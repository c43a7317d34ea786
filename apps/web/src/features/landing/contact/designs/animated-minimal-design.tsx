import { cn } from '@forma/ui';
import { ArrowRight } from 'lucide-react';
import { useRef } from 'react';
import { useInView } from '../../sections/shared/use-in-view';
import { PrivacyNote, SendButton, HoneypotField } from '../contact-fields';
import { ContactHeading, ContactPill } from '../contact-intro';
import { FloatingFields } from '../floating-fields';
import { ScheduleCallStrip } from '../schedule-call-panel';
import { useContactForm } from '../use-contact-form';

/** Rises into place once seen; `motion-safe` keeps it static for reduced-motion visitors. */
function reveal(seen: boolean, delay: string) {
  return cn(
    'motion-safe:transition-[opacity,translate] motion-safe:duration-700 motion-safe:ease-out-expo',
    delay,
    !seen && 'scripted:motion-safe:translate-y-4 scripted:motion-safe:opacity-0',
  );
}

/**
 * Design 5: minimalist with subtle motion: one column, labels that float up on focus, a gradient
 * line sweeping under the focused field, and a gentle rise into view.
 */
export function AnimatedMinimalDesign() {
  const contact = useContactForm();
  const ref = useRef<HTMLDivElement>(null);
  const seen = useInView(ref, { once: true, rootMargin: '0px 0px -15% 0px' });
  return (
    <div ref={ref} className="mx-auto max-w-3xl px-5 sm:px-8">
      <div className={cn('flex flex-col items-center text-center', reveal(seen, 'delay-0'))}>
        <ContactPill />
        <ContactHeading
          className="mt-6"
          titleClassName="font-medium sm:text-5xl"
          promiseClassName="mx-auto mt-4 max-w-xl"
        />
        <div
          aria-hidden
          className="mt-10 h-px w-24 bg-gradient-to-r from-transparent via-violet-300/80 to-transparent"
        />
      </div>
      <form
        {...contact.formProps}
        className={cn('mt-10 grid gap-10', reveal(seen, 'motion-safe:delay-150'))}
      >
        <HoneypotField contact={contact} />
        <FloatingFields contact={contact} tone="line" className="gap-y-7" />
        <div className="flex flex-col items-center gap-4">
          <SendButton
            submitting={contact.submitting}
            icon={
              <ArrowRight
                aria-hidden
                className="transition-transform duration-300 ease-out-expo group-hover:translate-x-1"
              />
            }
            className="group w-full sm:w-auto sm:min-w-56"
          />
          <PrivacyNote />
        </div>
      </form>
      <ScheduleCallStrip
        className={cn(
          'mt-20 border-t border-white/10 pt-12',
          reveal(seen, 'motion-safe:delay-300'),
        )}
      />
    </div>
  );
}
