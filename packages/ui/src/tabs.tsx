import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { focusRing } from './button';
import { cn } from './cn';

/** Tabs root (Radix Tabs, kit). */
export const Tabs = TabsPrimitive.Root;

/** The row of tab triggers: a segmented glass control. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-white/10 bg-white/[0.04] p-1',
        className,
      )}
      {...props}
    />
  );
}

/** One tab trigger. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-9 flex-1 items-center justify-center rounded-full px-4 text-sm font-medium text-white/60 transition-colors duration-200 hover:text-white disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-white/[0.1] data-[state=active]:text-white data-[state=active]:shadow-[inset_0_1px_0_rgba(255,255,255,0.08),0_4px_20px_-6px_rgba(139,92,246,0.5)]',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

/** Panel shown for the active tab. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('mt-6 rounded-lg', focusRing, 'focus-visible:ring-offset-0', className)}
      {...props}
    />
  );
}
