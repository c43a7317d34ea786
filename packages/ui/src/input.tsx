import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses } from './field-styles';

/** Single-line text input (kit). */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClasses, 'h-12', className)} {...props} />;
}
