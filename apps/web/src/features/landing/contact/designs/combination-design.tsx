import { ArrowRight } from 'lucide-react';
import { PrivacyNote, SendButton, HoneypotField } from '../contact-fields';
import { ContactHeading, ContactPill } from '../contact-intro';
import { FloatingFields } from '../floating-fields';
import { ScheduleCallPanel } from '../schedule-call-panel';
import { useContactForm } from '../use-contact-form';
import { GlowBackdrop } from './glow-backdrop';

/**
 * Design 6: the combination: design 2's split (headline and call details left), design 1's glass
 * card for the form and design 5's floating labels and focus sweep.
 */
export function CombinationDesign() {
  const contact = useContactForm();
  return (
    <>
      <GlowBackdrop className="opacity-80" />
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-5 sm:px-8 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-12">
        <div className="lg:col-span-5 lg:col-start-1 lg:row-start-1 lg:pt-6">
          <ContactPill className="w-fit" />
          <ContactHeading
            className="mt-7"
            titleClassName="text-4xl font-medium leading-[1.08] sm:text-5xl"
            promiseClassName="mt-5 text-lg"
          />
        </div>
        <form
          {...contact.formProps}
          className="relative grid gap-8 overflow-hidden rounded-[32px] border border-white/15 bg-white/[0.05] p-6 shadow-[inset_0_1px_0_rgba(255,255,255,0.12),0_50px_120px_-40px_rgba(76,29,149,0.7)] backdrop-blur-2xl sm:p-10 lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1"
        >
          <HoneypotField contact={contact} />
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-10 top-0 h-px bg-gradient-to-r from-transparent via-white/50 to-transparent"
          />
          <div>
            <p className="font-display text-xl font-semibold tracking-tight">
              Tell us what you need
            </p>
            <p className="mt-1.5 text-sm text-white/65">
              Five quick fields, then we take it from here.
            </p>
          </div>
          <FloatingFields contact={contact} tone="box" />
          <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
            <PrivacyNote />
            <SendButton
              submitting={contact.submitting}
              icon={
                <ArrowRight
                  aria-hidden
                  className="transition-transform duration-300 ease-out-expo group-hover:translate-x-1"
                />
              }
              className="group w-full sm:w-auto"
            />
          </div>
        </form>
        <ScheduleCallPanel
          variant="plain"
          className="lg:col-span-5 lg:col-start-1 lg:row-start-2"
        />
      </div>
    </>
  );
}
