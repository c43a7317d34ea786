import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

const twMerge = extendTailwindMerge({ cacheSize: 500 });

/** Joins class names and resolves Tailwind conflicts (style merge cache of 500, SPEC 9). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
