import { cn, focusRing } from '@forma/ui';
import type { ComponentProps } from 'react';

/**
 * A link without a target yet (SPEC 2 "Footer" placeholders): announced as a disabled link,
 * still reachable by keyboard, does nothing when activated.
 */
export function PlaceholderLink({ className, ...props }: ComponentProps<'a'>) {
  return (
    <a
      role="link"
      aria-disabled="true"
      tabIndex={0}
      onClick={(event) => event.preventDefault()}
      className={cn('cursor-default rounded-sm', focusRing, className)}
      {...props}
    />
  );
}
