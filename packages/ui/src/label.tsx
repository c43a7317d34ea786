import type { ComponentProps } from 'react';
import { cn } from './cn';

/** Form label (kit). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn('text-sm font-medium leading-none tracking-tight text-white/85', className)}
      {...props}
    />
  );
}
