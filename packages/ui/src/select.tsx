import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses } from './field-styles';

/** A styled native <select> (kit): pass <option>s as children. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative w-full">
      <select
        className={cn(
          controlClasses,
          'h-12 cursor-pointer appearance-none pr-11 [&>option]:bg-[#101018] [&>option]:text-white',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-white/50"
      />
    </div>
  );
}
