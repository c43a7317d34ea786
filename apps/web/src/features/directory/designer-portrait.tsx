import { cn } from '@forma/ui';
import { initialsOf } from '../landing/sections/shared/initials';
import { ResponsiveImage } from '../shell/responsive-image';

/**
 * A designer's portrait (`imageUrl`), or their initials on a gradient when there is none.
 * `eager` for the page's first images (the LCP); lazy otherwise. Sizes in CSS pixels.
 */
export function DesignerPortrait({
  name,
  imageUrl,
  eager = false,
  sizes,
  className,
}: {
  name: string;
  imageUrl: string;
  eager?: boolean;
  /** The CSS width it is shown at (`<img sizes>`). */
  sizes: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'relative overflow-hidden bg-gradient-to-br from-violet-900/60 via-zinc-900 to-cyan-900/40',
        className,
      )}
    >
      {imageUrl ? (
        <ResponsiveImage
          src={imageUrl}
          alt={`Portrait of ${name}`}
          sizes={sizes}
          width={480}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="absolute inset-0 flex items-center justify-center text-4xl font-semibold tracking-tight text-white/70"
        >
          {initialsOf(name)}
        </span>
      )}
    </div>
  );
}
