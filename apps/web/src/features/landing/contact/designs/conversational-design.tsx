import { Button, cn, focusRing, Input, Textarea } from '@forma/ui';
import { INQUIRY_TYPES, type InquiryType } from '@forma/validators/contact';
import { ArrowUp, RotateCcw, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useReducedMotion } from '../../hero/use-reduced-motion';
import {
  ContactField,
  FieldError,
  INQUIRY_HINTS,
  inquiryLabel,
  HoneypotField,
} from '../contact-fields';
import { ContactHeading, ContactPill } from '../contact-intro';
import { ScheduleCallPanel } from '../schedule-call-panel';
import { useContactForm, type ContactFieldName, type ContactFormApi } from '../use-contact-form';

/** The questions Forma asks, one field each, then the send step. */
const QUESTIONS: readonly { field: ContactFieldName; ask: (name: string) => string }[] = [
  {
    field: 'name',
    ask: () => "Hi, I'm Forma. I match teams with vetted designers. What's your name?",
  },
  {
    field: 'email',
    ask: (name) =>
      `Nice to meet you${name ? `, ${name}` : ''}. What's the best email to reach you?`,
  },
  { field: 'company', ask: () => 'Which company are you with?' },
  { field: 'inquiryType', ask: () => 'What can we help you with?' },
  {
    field: 'message',
    ask: () => 'Tell me a little about it: what are you building, and what help do you need?',
  },
];
const SEND_STEP = QUESTIONS.length;
const TYPING_MS = 500;

const LABELS: Record<ContactFieldName, string> = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  inquiryType: 'Inquiry type',
  message: 'Message',
};

/**
 * Design 7: a conversation with Forma. One question at a time, each answered in its own labelled
 * control; answers stay as chat bubbles; the inquiry type is picked with buttons; a final Send.
 */
export function ConversationalDesign() {
  const [step, setStep] = useState(0);
  const [typing, setTyping] = useState(false);
  const [sent, setSent] = useState(false);
  const reducedMotion = useReducedMotion();
  const contact = useContactForm({
    onSent: () => {
      setSent(true);
      setStep(0);
    },
  });
  const composerRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Forma "types" briefly before each new question (not for reduced motion), then focus moves to
  // the new answer control. Never on first render: no page jump.
  useEffect(() => {
    if (typing || !moved.current) return;
    moved.current = false;
    composerRef.current?.querySelector<HTMLElement>('input, textarea, button')?.focus();
  }, [step, typing]);

  const goTo = (next: number) => {
    moved.current = true;
    setSent(false);
    setStep(next);
    if (reducedMotion) return;
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(false), TYPING_MS);
  };
  const answer = async () => {
    const question = QUESTIONS[step];
    if (question && (await contact.validate([question.field]))) goTo(step + 1);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < SEND_STEP) {
      event.preventDefault();
      void answer();
    } else void contact.onSubmit(event);
  };
  const pickInquiry = (value: InquiryType) => {
    contact.form.setValue('inquiryType', value, { shouldValidate: true });
    goTo(step + 1);
  };

  const values = contact.form.getValues();
  const firstName = values.name.trim().split(/\s+/)[0] ?? '';

  return (
    <div className="mx-auto max-w-7xl px-5 sm:px-8">
      <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <ContactPill />
        <ContactHeading className="mt-6" titleClassName="sm:text-5xl" />
      </div>
      <div className="mt-12 grid gap-6 lg:grid-cols-12 lg:gap-8">
        <div className="lg:col-span-7">
          <form
            {...contact.formProps}
            onSubmit={onSubmit}
            aria-label="Chat with Forma"
            className="flex flex-col overflow-hidden rounded-3xl border border-white/10 bg-ink-raised shadow-[0_40px_120px_-60px_rgba(139,92,246,0.6)]"
          >
            <HoneypotField contact={contact} />
            <ChatHeader />
            <div
              role="log"
              aria-label="Conversation with Forma"
              className="min-h-64 sm:min-h-[22rem]"
            >
              <ol className="flex flex-col gap-3 px-4 py-6 sm:px-6">
                {sent && (
                  <FormaBubble>
                    Thanks! Your message is on its way. We'll be in touch within 24 hours.
                  </FormaBubble>
                )}
                {QUESTIONS.slice(0, step).map((q, i) => (
                  <ExchangeItems
                    key={q.field}
                    question={q.ask(firstName)}
                    answer={
                      q.field === 'inquiryType' ? inquiryLabel(values[q.field]) : values[q.field]
                    }
                    onEdit={i < step ? () => goTo(i) : undefined}
                    label={LABELS[q.field]}
                  />
                ))}
                {typing ? (
                  <TypingBubble />
                ) : (
                  <FormaBubble>
                    {step < SEND_STEP
                      ? QUESTIONS[step]!.ask(firstName)
                      : "Perfect, that's everything. Ready to send it to our team? We reply within 24 hours."}
                  </FormaBubble>
                )}
              </ol>
            </div>
            <div ref={composerRef} className="border-t border-white/10 bg-white/[0.02] p-4 sm:p-5">
              {!typing && (
                <Composer
                  step={step}
                  contact={contact}
                  onPick={pickInquiry}
                  onRestart={() => goTo(0)}
                />
              )}
            </div>
          </form>
        </div>
        <div className="lg:order-first lg:col-span-5">
          <ScheduleCallPanel />
        </div>
      </div>
    </div>
  );
}

function ChatHeader() {
  return (
    <div className="flex items-center gap-3 border-b border-white/10 bg-white/[0.03] px-5 py-4">
      <FormaAvatar />
      <div className="min-w-0">
        <p className="font-semibold tracking-tight">Forma</p>
        <p className="flex items-center gap-1.5 text-xs text-white/65">
          <span aria-hidden className="size-1.5 rounded-full bg-emerald-400" />
          Replies within 24 hours
        </p>
      </div>
    </div>
  );
}

function FormaAvatar() {
  return (
    <span
      aria-hidden
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-violet-500 via-blue-500 to-cyan-400 font-display text-sm font-bold text-white shadow-[0_6px_20px_-6px_rgba(139,92,246,0.8)]"
    >
      F
    </span>
  );
}

function FormaBubble({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-end gap-2.5 motion-safe:animate-fade-in">
      <FormaAvatar />
      <p className="max-w-[85%] rounded-2xl rounded-bl-md border border-white/10 bg-white/[0.07] px-4 py-3 text-[15px] leading-relaxed text-white/90">
        <span className="sr-only">Forma: </span>
        {children}
      </p>
    </li>
  );
}

function ExchangeItems({
  question,
  answer,
  label,
  onEdit,
}: {
  question: string;
  answer: string;
  label: string;
  onEdit?: () => void;
}) {
  return (
    <>
      <FormaBubble>{question}</FormaBubble>
      <li className="group flex items-center justify-end gap-2">
        {onEdit && (
          <button
            type="button"
            onClick={onEdit}
            className={cn(
              'rounded-full px-2 py-1 text-xs text-white/60 opacity-100 transition-opacity hover:text-white sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100',
              focusRing,
            )}
          >
            Change<span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        )}
        <p className="max-w-[80%] rounded-2xl rounded-br-md bg-gradient-to-br from-violet-600 to-blue-600 px-4 py-3 text-[15px] leading-relaxed break-words whitespace-pre-line text-white shadow-[0_10px_30px_-12px_rgba(99,102,241,0.8)]">
          <span className="sr-only">You: </span>
          <span>{answer}</span>
        </p>
      </li>
    </>
  );
}

function TypingBubble() {
  return (
    <li className="flex items-end gap-2.5">
      <FormaAvatar />
      <p className="inline-flex items-center gap-1 rounded-2xl rounded-bl-md border border-white/10 bg-white/[0.07] px-4 py-4">
        <span className="sr-only">Forma is typing</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden
            className="size-1.5 animate-bounce rounded-full bg-white/60"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </p>
    </li>
  );
}

function Composer({
  step,
  contact,
  onPick,
  onRestart,
}: {
  step: number;
  contact: ContactFormApi;
  onPick: (value: InquiryType) => void;
  onRestart: () => void;
}) {
  const groupId = useId();
  const { register, errors } = contact;

  if (step === SEND_STEP)
    return (
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onRestart} className="w-full sm:w-auto">
          <RotateCcw aria-hidden />
          Start over
        </Button>
        <Button type="submit" size="lg" loading={contact.submitting} className="w-full sm:w-auto">
          {contact.submitting ? (
            'Sending...'
          ) : (
            <>
              Send
              <Send aria-hidden />
            </>
          )}
        </Button>
      </div>
    );

  const field = QUESTIONS[step]!.field;
  if (field === 'inquiryType') {
    const error = errors.inquiryType?.message;
    return (
      <div>
        <p id={groupId} className="text-sm font-medium text-white/85">
          Inquiry type
        </p>
        <div role="group" aria-labelledby={groupId} className="mt-3 grid gap-2 sm:grid-cols-2">
          {INQUIRY_TYPES.map((type) => (
            <button
              key={type.value}
              type="button"
              onClick={() => onPick(type.value)}
              className={cn(
                'grid gap-0.5 rounded-2xl border border-white/12 bg-white/[0.04] px-4 py-3 text-left transition-colors hover:border-violet-300/60 hover:bg-violet-500/10',
                focusRing,
              )}
            >
              <span className="font-medium text-white">{type.label}</span>
              <span className="text-xs text-white/65">{INQUIRY_HINTS[type.value]}</span>
            </button>
          ))}
        </div>
        <FieldError id={`${groupId}-error`} message={error} />
      </div>
    );
  }

  const error = errors[field]?.message;
  return (
    <div className="flex items-start gap-3">
      <ContactField
        label={LABELS[field]}
        error={error}
        className="min-w-0 flex-1"
        labelClassName="text-xs text-white/70"
      >
        {(control) =>
          field === 'message' ? (
            <Textarea
              {...control}
              rows={4}
              placeholder="Type your answer… (Ctrl+Enter to reply)"
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }
              }}
              {...register('message')}
            />
          ) : (
            <Input
              {...control}
              type={field === 'email' ? 'email' : 'text'}
              inputMode={field === 'email' ? 'email' : undefined}
              autoComplete={
                field === 'name' ? 'name' : field === 'email' ? 'email' : 'organization'
              }
              placeholder="Type your answer…"
              {...register(field)}
            />
          )
        }
      </ContactField>
      <Button
        type="submit"
        aria-label="Reply"
        className="mt-5 size-12 shrink-0 rounded-2xl p-0 [&_svg]:size-5"
      >
        <ArrowUp aria-hidden />
      </Button>
    </div>
  );
}
