import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

/** Shared focus ring of the kit: a visible violet ring offset from the dark background. */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:ring-offset-2 focus-visible:ring-offset-[#07070c]';

// The base and the focus ring share no utility, so they are joined as they are: cn() here would
// build tailwind-merge's class map while the module loads, on the page's critical path.
export const buttonVariants = cva(
  `relative inline-flex shrink-0 select-none items-center justify-center gap-2 whitespace-nowrap rounded-full font-medium tracking-tight transition-[background-color,border-color,color,box-shadow,transform,opacity] duration-200 disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 aria-busy:cursor-progress [&_svg]:size-4 [&_svg]:shrink-0 ${focusRing}`,
  {
    variants: {
      variant: {
        primary:
          'bg-gradient-to-r from-violet-500 via-blue-500 to-cyan-500 text-white shadow-[0_8px_30px_-8px_rgba(139,92,246,0.65)] hover:shadow-[0_10px_40px_-6px_rgba(59,130,246,0.7)] hover:brightness-110 active:scale-[0.98]',
        secondary:
          'border border-white/15 bg-white/[0.04] text-white backdrop-blur-md hover:border-white/30 hover:bg-white/[0.08] active:scale-[0.98]',
        ghost: 'text-white/80 hover:bg-white/[0.06] hover:text-white',
        destructive:
          'bg-red-600 text-white shadow-[0_8px_30px_-10px_rgba(220,38,38,0.7)] hover:bg-red-500 active:scale-[0.98]',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-6 text-sm',
        lg: 'h-13 px-8 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner, disables the button and sets aria-busy. */
    loading?: boolean;
    /**
     * Disabled (or loading) as `aria-disabled` instead of `disabled`: the button keeps the focus
     * it has (a save button pressed, disabled while it saves and once the form is saved) and
     * does nothing when pressed, submitting no form.
     */
    focusableWhenDisabled?: boolean;
  };

/** Cancels a press of a button that is disabled but focusable (a submit included). */
const ignorePress = (event: MouseEvent) => event.preventDefault();

/** The kit's button: primary gradient, secondary (outline), ghost and destructive variants. */
export function Button({
  className,
  variant,
  size,
  loading = false,
  disabled,
  focusableWhenDisabled = false,
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  const inert = Boolean(disabled || loading);
  const ariaDisabled = focusableWhenDisabled && inert;
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={focusableWhenDisabled ? undefined : inert}
      aria-disabled={ariaDisabled || undefined}
      aria-busy={loading || undefined}
      onClick={ariaDisabled ? ignorePress : onClick}
      {...props}
    >
      {loading && <Spinner className="size-4" label={null} />}
      {children}
    </button>
  );
}
