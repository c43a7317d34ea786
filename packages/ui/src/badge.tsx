import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-3 py-1 text-xs font-medium tracking-wide [&_svg]:size-3.5',
  {
    variants: {
      variant: {
        default: 'border-white/12 bg-white/[0.05] text-white/85 backdrop-blur-md',
        purple: 'border-violet-400/30 bg-violet-500/10 text-violet-200',
        blue: 'border-blue-400/30 bg-blue-500/10 text-blue-200',
        cyan: 'border-cyan-400/30 bg-cyan-500/10 text-cyan-200',
        success: 'border-emerald-400/30 bg-emerald-500/10 text-emerald-200',
        destructive: 'border-red-400/30 bg-red-500/10 text-red-200',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** A small pill label (kit): default glass or purple/blue/cyan/success/destructive tints. */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
