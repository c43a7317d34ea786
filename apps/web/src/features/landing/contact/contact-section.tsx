import { Badge } from '@forma/ui';
import { useContactFormDesign } from '../data';
import { DefaultContactForm } from './default-contact-form';
import { ScheduleCallPanel } from './schedule-call-panel';

/**
 * The contact section (SPEC 2 section 9, SPEC 4 "Contact form design"): #contact with the
 * #contact-pill anchor Book a Call scrolls to, the 'Schedule a Call' panel and the form.
 */
export function ContactSection() {
  const { design } = useContactFormDesign();
  // SPEC 4: designs 1-7 are admin-selectable variants; anything else shows the built-in form.
  // The seven variant designs are a later issue, so every value renders the default form for now;
  // add them here as `design === n ? <ContactFormDesignN /> : ...` when they exist.
  const form = <DefaultContactForm />;

  return (
    <section
      id="contact"
      aria-label="Contact"
      data-contact-design={design ?? 'default'}
      className="relative isolate overflow-hidden bg-ink py-24 sm:py-32"
    >
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[520px] bg-[radial-gradient(ellipse_60%_60%_at_50%_0%,rgba(124,58,237,0.18),transparent_70%)]"
      />
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
          <Badge
            id="contact-pill"
            variant="purple"
            className="scroll-mt-24 px-4 py-1.5 text-[13px]"
          >
            Get in touch
          </Badge>
          <p className="mt-5 text-lg text-white/60">Let's match you with the right designer.</p>
        </div>
        <div className="mt-12 grid gap-6 lg:grid-cols-12 lg:gap-8">
          <div className="lg:col-span-5">
            <ScheduleCallPanel />
          </div>
          <div className="rounded-3xl border border-white/10 bg-white/[0.025] p-6 shadow-[0_40px_120px_-60px_rgba(139,92,246,0.6)] backdrop-blur-xl sm:p-9 lg:col-span-7">
            {form}
          </div>
        </div>
      </div>
    </section>
  );
}
