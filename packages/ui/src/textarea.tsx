import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses } from './field-styles';

/** Multi-line text input (kit). */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(controlClasses, 'min-h-24 resize-y py-3 leading-relaxed', className)}
      {...props}
    />
  );
}
