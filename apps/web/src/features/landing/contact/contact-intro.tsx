import { Badge, cn } from '@forma/ui';
import { createContext, useContext } from 'react';
import { useContent } from '../data';

/**
 * True inside an admin preview of a design: the landing page's anchors (`contact-pill`) are left
 * out there so a preview never duplicates the page's ids.
 */
export const ContactPreviewContext = createContext(false);

/** The 'Get in touch' pill: the #contact-pill anchor Book a Call scrolls to (SPEC 2 "Header"). */
export function ContactPill({ className }: { className?: string }) {
  const preview = useContext(ContactPreviewContext);
  const { content } = useContent('whyUs');
  return (
    <Badge
      id={preview ? undefined : 'contact-pill'}
      variant="purple"
      className={cn('scroll-mt-24 px-4 py-1.5 text-xs', className)}
    >
      {content.contactPill}
    </Badge>
  );
}

/** The section's headline and its 24-hour reply promise (SPEC 2 section 9), in every design. */
export function ContactHeading({
  className,
  titleClassName,
  promiseClassName,
  promise,
}: {
  className?: string;
  titleClassName?: string;
  promiseClassName?: string;
  /** Overrides the stored (or built-in) reply promise. */
  promise?: string;
}) {
  const { content } = useContent('whyUs');
  return (
    <div className={className}>
      <h2
        className={cn(
          'font-display text-4xl leading-tight font-semibold tracking-tight text-balance',
          titleClassName,
        )}
      >
        {content.contactHeadline}
      </h2>
      <p className={cn('mt-3 text-pretty text-white/65', promiseClassName)}>
        {promise ?? content.contactPromise}
      </p>
    </div>
  );
}
