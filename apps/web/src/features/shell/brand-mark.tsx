import { cn } from '@forma/ui';
import { useState } from 'react';

/** Inline Forma monogram, used when /favicon.svg is not available. */
export function BrandMonogram({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden focusable="false">
      <defs>
        <linearGradient
          id="forma-mark"
          x1="0"
          y1="0"
          x2="40"
          y2="40"
          gradientUnits="userSpaceOnUse"
        >
          <stop stopColor="#a78bfa" />
          <stop offset="0.55" stopColor="#3b82f6" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill="url(#forma-mark)" />
      <path d="M14 29V11h13v4h-8.6v3.6H26v4h-7.6V29H14Z" fill="#07070c" />
    </svg>
  );
}

/**
 * The 40x40 brand logo: /favicon.svg as an image (alt "Forma"), falling back to the inline
 * monogram when the file is missing. `onReady` fires once either has rendered.
 */
export function BrandLogo({ className, onReady }: { className?: string; onReady?: () => void }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <BrandMonogram className={cn('size-10', className)} />;
  return (
    <img
      src="/favicon.svg"
      alt=""
      width={40}
      height={40}
      decoding="async"
      className={cn('size-10', className)}
      ref={(img) => {
        // Cached images may be complete before React attaches onLoad.
        if (img?.complete && img.naturalWidth > 0) onReady?.();
      }}
      onLoad={() => onReady?.()}
      onError={() => {
        setFailed(true);
        onReady?.();
      }}
    />
  );
}
