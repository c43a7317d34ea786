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

/**
 * Soft surfaces on one base colour: raised = a dark shadow down-right and a light one up-left,
 * inset fields = the same shadows inside. Text stays at 70 %+ white on #1a1c25 (AA).
 */
const RAISED = 'bg-[#1a1c25] shadow-[14px_14px_32px_#0c0d12,-12px_-12px_30px_#272a37]';
const SOFT_FIELDS: FieldLook = {
  grid: 'gap-6',
  label: 'pl-1 text-white/80',
  control:
    'rounded-2xl border-transparent bg-[#181a22] shadow-[inset_5px_5px_11px_#0d0e13,inset_-5px_-5px_11px_#262935] hover:border-transparent focus-visible:border-violet-400/60 focus-visible:bg-[#181a22] focus-visible:ring-violet-400/40 [&>option]:bg-[#1a1c25]',
};

/** Design 4: neumorphic: extruded cards and inset fields in the dark palette. */
export function NeumorphicDesign() {
  const contact = useContactForm();
  return (
    <>
      <div aria-hidden className="absolute inset-0 -z-10 bg-[#1a1c25]" />
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
          <ContactPill className="border-transparent bg-[#1a1c25] text-violet-200 shadow-[5px_5px_12px_#0c0d12,-5px_-5px_12px_#272a37]" />
          <ContactHeading className="mt-6" titleClassName="sm:text-5xl" />
        </div>
        <div className="mt-14 grid gap-8 lg:grid-cols-12 lg:gap-10">
          <form
            {...contact.formProps}
            className={`grid gap-8 rounded-[28px] p-6 sm:p-10 lg:col-span-7 ${RAISED}`}
          >
            <HoneypotField contact={contact} />
            <ContactFields contact={contact} look={SOFT_FIELDS} />
            <div className="flex flex-col-reverse gap-5 sm:flex-row sm:items-center sm:justify-between">
              <PrivacyNote className="text-white/70" />
              <SendButton
                submitting={contact.submitting}
                className="w-full bg-none bg-[#1d1f29] text-violet-100 shadow-[8px_8px_18px_#0c0d12,-8px_-8px_18px_#272a37] hover:bg-[#20222d] hover:shadow-[6px_6px_14px_#0c0d12,-6px_-6px_14px_#272a37] hover:brightness-100 active:shadow-[inset_5px_5px_11px_#0d0e13,inset_-5px_-5px_11px_#262935] focus-visible:ring-offset-[#1a1c25] sm:w-auto"
              />
            </div>
          </form>
          <ScheduleCallPanel variant="soft" className="lg:order-first lg:col-span-5" />
        </div>
      </div>
    </>
  );
}
