import {
  ContactFields,
  PrivacyNote,
  SendButton,
  type FieldLook,
  HoneypotField,
} from '../contact-fields';
import { ContactHeading, ContactPill } from '../contact-intro';
import { ScheduleCallPanel } from '../schedule-call-panel';
import { useContactForm } from '../use-contact-form';
import { GlowBackdrop } from './glow-backdrop';

const GLASS_FIELDS: FieldLook = {
  control:
    'rounded-2xl border-white/15 bg-white/[0.07] shadow-[inset_0_1px_0_rgba(255,255,255,0.06)] hover:border-white/25 focus-visible:border-white/40 focus-visible:bg-white/[0.1] focus-visible:ring-violet-300/40',
};

/** Design 1: one frosted glass card over soft colour light, call details and form side by side. */
export function GlassCardDesign() {
  const contact = useContactForm();
  return (
    <>
      <GlowBackdrop />
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
          <ContactPill />
          <ContactHeading className="mt-6" titleClassName="sm:text-5xl" />
        </div>
        <div className="relative mt-12 grid overflow-hidden rounded-[32px] border border-white/15 bg-white/[0.05] shadow-[inset_0_1px_0_rgba(255,255,255,0.12),0_50px_120px_-40px_rgba(76,29,149,0.65)] backdrop-blur-2xl lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-10 top-0 h-px bg-gradient-to-r from-transparent via-white/50 to-transparent"
          />
          <form {...contact.formProps} className="grid gap-6 p-6 sm:p-10">
            <HoneypotField contact={contact} />
            <ContactFields contact={contact} look={GLASS_FIELDS} />
            <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
              <PrivacyNote />
              <SendButton submitting={contact.submitting} className="w-full sm:w-auto" />
            </div>
          </form>
          <ScheduleCallPanel
            variant="glass"
            className="border-t border-white/10 lg:order-first lg:border-t-0 lg:border-r"
          />
        </div>
      </div>
    </>
  );
}
