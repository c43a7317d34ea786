import { Send } from 'lucide-react';
import { ContactFields, PrivacyNote, SendButton, HoneypotField } from './contact-fields';
import { ContactHeading, ContactPill } from './contact-intro';
import { ScheduleCallPanel } from './schedule-call-panel';
import { useContactForm } from './use-contact-form';

/**
 * The built-in contact form (SPEC 2 section 9, SPEC 4, 5): Name, Email, Company, Inquiry type,
 * Message; idle -> submitting ('Sending...', disabled) -> success (toast, reset) or failure (toast).
 */
export function DefaultContactForm() {
  const contact = useContactForm();
  return (
    <div>
      <ContactHeading />
      <form {...contact.formProps} className="mt-8 grid gap-5">
        <HoneypotField contact={contact} />
        <ContactFields contact={contact} />
        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <PrivacyNote />
          <SendButton
            submitting={contact.submitting}
            icon={<Send aria-hidden />}
            className="w-full sm:w-auto"
          />
        </div>
      </form>
    </div>
  );
}

/** The default layout: the pill, the 'Schedule a Call' panel and the form in a glass card. */
export function DefaultContactDesign() {
  return (
    <div className="mx-auto max-w-7xl px-5 sm:px-8">
      <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <ContactPill />
        <p className="mt-5 text-lg text-white/65">Let's match you with the right designer.</p>
      </div>
      <div className="mt-12 grid gap-6 lg:grid-cols-12 lg:gap-8">
        <div className="lg:col-span-5">
          <ScheduleCallPanel />
        </div>
        <div className="rounded-3xl border border-white/10 bg-white/[0.025] p-6 shadow-[0_40px_120px_-60px_rgba(139,92,246,0.6)] backdrop-blur-xl sm:p-9 lg:col-span-7">
          <DefaultContactForm />
        </div>
      </div>
    </div>
  );
}
