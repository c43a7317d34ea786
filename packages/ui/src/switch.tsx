import type { ComponentProps } from 'react';
import { focusRing } from './button';
import { cn } from './cn';

export type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'value'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off switch (kit): a `role="switch"` button with `aria-checked`, toggled by click, Space
 * or Enter; disabled, it turns grey (its position still says on or off). Label it with a
 * <label htmlFor> or `aria-label`.
 */
export function Switch({ checked, onCheckedChange, className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-white/15 transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60 disabled:grayscale',
        checked ? 'bg-violet-500' : 'bg-white/[0.08]',
        focusRing,
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          'inline-block size-4.5 rounded-full bg-white shadow transition-transform duration-200',
          checked ? 'translate-x-[22px]' : 'translate-x-[3px]',
        )}
      />
    </button>
  );
}
