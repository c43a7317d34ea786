import { ArrowUpRight } from 'lucide-react';
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

const UNDERLINED: FieldLook = {
  grid: 'gap-x-10 gap-y-8',
  label: 'text-[11px] font-semibold tracking-[0.18em] text-white/65 uppercase',
  control:
    'h-12 rounded-none border-0 border-b border-white/25 bg-transparent px-0 shadow-none hover:border-white/50 focus-visible:border-white focus-visible:bg-transparent focus-visible:ring-0 focus-visible:shadow-[0_1px_0_0_#fff]',
  select: 'pr-8',
  textarea: 'min-h-28 py-3',
};

/**
 * Design 2: two calm columns, a large headline with the call details, underlined fields. On
 * phones the form follows the headline and the call details come last.
 */
export function MinimalSplitDesign() {
  const contact = useContactForm();
  const left = 'lg:col-start-1 lg:border-r lg:border-white/10 lg:pr-16';
  return (
    <div className="mx-auto grid max-w-7xl gap-14 px-5 sm:px-8 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-0 lg:gap-y-0">
      <div className={`flex flex-col lg:row-start-1 ${left}`}>
        <ContactPill className="w-fit" />
        <ContactHeading
          className="mt-8"
          titleClassName="text-4xl font-medium sm:text-5xl xl:text-6xl leading-[1.05]"
          promiseClassName="mt-6 max-w-md text-lg"
        />
      </div>
      <form
        {...contact.formProps}
        className="grid content-start gap-10 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:pt-2 lg:pl-16"
      >
        <HoneypotField contact={contact} />
        <ContactFields contact={contact} look={UNDERLINED} />
        <div className="flex flex-col-reverse gap-5 sm:flex-row sm:items-center sm:justify-between">
          <PrivacyNote />
          <SendButton
            submitting={contact.submitting}
            icon={<ArrowUpRight aria-hidden />}
            className="w-full bg-white bg-none text-ink shadow-none hover:bg-white/90 hover:shadow-none sm:w-auto"
          />
        </div>
      </form>
      <div className={`lg:row-start-2 lg:pt-14 ${left}`}>
        <ScheduleCallPanel variant="plain" />
      </div>
    </div>
  );
}
